import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a form's stamp counts: a day (docs/behaviour.md, Applications and contact messages, Bot trap). */
const FORM_STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * When the server showed a home page form, signed (docs/behaviour.md, Applications and contact
 * messages): the hidden `formShownAt` of the forms posted without JavaScript, from which the bot
 * trap's time open is counted. `<ms since 1970, base 36>.<HMAC-SHA256, 16 bytes, base64url>`,
 * keyed by a key drawn from `secret`, SESSION_SECRET (so it holds across restarts and processes).
 * Provided by ssr.module.ts.
 */
export class FormStamps {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('form-shown-at').digest();
  }

  private mac(time: string): Buffer {
    return createHmac('sha256', this.key).update(time).digest().subarray(0, 16);
  }

  /** The stamp of `at` (now). */
  sign(at = Date.now()): string {
    const time = at.toString(36);
    return `${time}.${this.mac(time).toString('base64url')}`;
  }

  /**
   * The time a stamp signed, or undefined for anything else (absent, altered, another key's, in
   * the future, or older than FORM_STAMP_MAX_AGE_MS: a stamp kept and replayed counts as missing).
   */
  shownAt(stamp: unknown): number | undefined {
    if (typeof stamp !== 'string' || stamp.length > 64) return undefined;
    const [time, mac] = stamp.split('.');
    if (!time || !mac || !/^[0-9a-z]{1,12}$/.test(time)) return undefined;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(time);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const at = parseInt(time, 36);
    const age = Date.now() - at;
    return age >= 0 && age <= FORM_STAMP_MAX_AGE_MS ? at : undefined;
  }
}
