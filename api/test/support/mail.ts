import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpServer {
  url: string;
  inbox: ReceivedMail[];
  /** While true, every recipient is refused with a 451 (try again later), as a server in trouble does. */
  refusing: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpServer(): Promise<SmtpServer> {
  const inbox: ReceivedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback();
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a raw message, undoing quoted-printable soft line breaks. */
export function resetLink(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error('no reset link in the message');
  return match[0];
}

export async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A mail file read as text: its encoded words and its base64 or quoted-printable parts decoded as UTF-8. */
export function decodeMail(raw: string): string {
  const utf8 = (bytes: string, encoding: 'base64' | 'hex') => Buffer.from(bytes, encoding).toString('utf8');
  const qp = (text: string) => text.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (run) => utf8(run.replace(/=/g, ''), 'hex'));
  return raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? utf8(text, 'base64') : qp(text.replace(/_/g, ' ')),
    )
    .replace(
      /(Content-Transfer-Encoding: base64\r?\n\r?\n)([A-Za-z0-9+/=\r\n]+)/g,
      (_, head: string, body: string) => head + utf8(body.replace(/\s/g, ''), 'base64'),
    )
    .replace(
      /(Content-Transfer-Encoding: quoted-printable\r?\n\r?\n)([\s\S]*?)(?=\r?\n--)/g,
      (_, head: string, body: string) => head + qp(body),
    );
}

/** The mail files an outbox folder (MAIL_OUTBOX_DIR) holds; none before the first mail made it. */
export function outboxFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** A mail file of the outbox read as text (decodeMail). */
export function readMail(dir: string, file: string): string {
  return decodeMail(readFileSync(join(dir, file), 'utf8'));
}

/** The mails written to the outbox since `before` (its files then), read as text, once there are at least `count`. */
export function mailsSince(dir: string, before: Set<string>, count: number): Promise<string[]> {
  return waitFor(() => {
    const added = outboxFiles(dir).filter((f) => !before.has(f));
    return added.length >= count ? added.map((f) => readMail(dir, f)) : undefined;
  });
}
