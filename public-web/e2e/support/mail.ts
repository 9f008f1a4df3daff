import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The reset token of the newest e-mail to `to` in the server's outbox `dir`, waiting for it to arrive. */
export const resetTokenFor = (dir: string, to: string) => tokenFor(dir, to, /reset-password\?token=([A-Za-z0-9_-]+)/);

/**
 * The token of the newest e-mail to `to` in the server's outbox `dir` whose link `link` matches
 * (its first group the token), waiting for it to arrive.
 */
export async function tokenFor(dir: string, to: string, link: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      // Quoted-printable: soft line breaks removed, '=3D' back to '='; a base64 part (a Nepali mail's) decoded.
      const text = readFileSync(join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '=')
        .replace(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi, (_, body: string) =>
          Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8'),
        );
      if (!text.toLowerCase().includes(to.toLowerCase())) continue;
      const match = link.exec(text);
      if (match) return match[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} with a link like ${link} in ${dir}`);
}
