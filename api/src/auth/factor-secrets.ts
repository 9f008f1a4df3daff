import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

/** A sealed secret: this prefix, then base64url of the IV, the GCM tag and the ciphertext. */
export const SEALED = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const subKey = (key: string, purpose: string) => Buffer.from(hkdfSync('sha256', key, '', purpose, 32));

/**
 * The keys of the second factor, both drawn from TWO_FACTOR_KEY (docs/configuration.md):
 * TOTP secrets are sealed at rest with AES-256-GCM, bound to their user's id, so a copy of the
 * database alone reads no authenticator app's secret; and each recovery code is stored with an
 * HMAC of it beside its argon2id hash, so a code typed is looked up by one keyed hash and checked
 * by one argon2 verification (docs/behaviour.md, Two-factor sign-in).
 */
@Injectable()
export class FactorSecrets {
  private readonly sealKey: Buffer;
  private readonly lookupKey: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.sealKey = subKey(config.twoFactorKey, 'totp-secret');
    this.lookupKey = subKey(config.twoFactorKey, 'recovery-code-lookup');
  }

  seal(userId: string, secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv).setAAD(Buffer.from(userId));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The secret of a sealed value; a value stored before sealing (base32 text) is read as it is. */
  open(userId: string, stored: string): string {
    if (!this.isSealed(stored)) return stored;
    const raw = Buffer.from(stored.slice(SEALED.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, raw.subarray(0, IV_BYTES)).setAAD(Buffer.from(userId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }

  isSealed(stored: string): boolean {
    return stored.startsWith(SEALED);
  }

  /** The lookup of a normalised recovery code: hex HMAC-SHA-256 under its own key. */
  lookup(normalizedCode: string): string {
    return createHmac('sha256', this.lookupKey).update(normalizedCode).digest('hex');
  }
}
