import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The suite's subscribers, made as a visitor makes one (docs/behaviour.md, E-mail subscriptions):
 * `POST /api/subscriptions`, then the confirmation link's token read from the mail the server
 * wrote to its outbox folder (e2e-support/server.ts, MAIL_OUTBOX_DIR), then confirmed.
 */

/** A mail file's text: quoted-printable undone and its base64 parts decoded (a Nepali mail's body is base64). */
function mailText(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const base64 = (raw.match(/(?:^[A-Za-z0-9+/]+={0,2}\r?\n){2,}/gm) ?? []).map((run) =>
    Buffer.from(run.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [qp, ...base64].join('\n');
}

/** The token of the newest confirmation mail to `email` in `outboxDir`, or null while none has come. */
export function confirmationToken(outboxDir: string, email: string): string | null {
  if (!existsSync(outboxDir)) return null;
  const files = readdirSync(outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const text = mailText(readFileSync(join(outboxDir, file), 'utf8'));
    if (!text.toLowerCase().includes(email.toLowerCase())) continue;
    const match = /subscriptions\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (match) return match[1];
  }
  return null;
}

export interface Subscription {
  email: string;
  categories?: string[];
  locale?: 'en' | 'ne';
}

async function post(url: string, path: string, body: unknown) {
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`POST ${path}: ${answer.status} ${await answer.text()}`);
}

/** Subscribes `subscription.email`; confirmed too unless `confirm` is false (then it stays unconfirmed, as one who never opened the mail). */
export async function subscribe(server: { url: string; outboxDir: string }, subscription: Subscription, confirm = true): Promise<void> {
  await post(server.url, '/api/subscriptions', subscription);
  if (!confirm) return;
  // The confirmation is sent in the background (docs/behaviour.md): the state waited for is its file in the outbox.
  const deadline = Date.now() + 15_000;
  let token = confirmationToken(server.outboxDir, subscription.email);
  while (!token) {
    if (Date.now() > deadline) throw new Error(`no confirmation mail to ${subscription.email} in ${server.outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    token = confirmationToken(server.outboxDir, subscription.email);
  }
  await post(server.url, '/api/subscriptions/confirmation', { token });
}
