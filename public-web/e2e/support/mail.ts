import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The reset token of the newest e-mail to `to` in the server's outbox `dir`, waiting for it to arrive. */
export async function resetTokenFor(dir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      // Quoted-printable: soft line breaks removed, '=3D' back to '='.
      const text = readFileSync(join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '=');
      if (!text.toLowerCase().includes(to.toLowerCase())) continue;
      const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
      if (match) return match[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset e-mail to ${to} in ${dir}`);
}
