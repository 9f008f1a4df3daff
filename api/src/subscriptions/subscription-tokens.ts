import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The tokens of a subscription's links (docs/behaviour.md, E-mail subscriptions), and the hash an
 * address that left is kept by. A link carries a token, never the address; the database holds
 * only SHA-256 hashes of tokens, so a copy of it opens no link.
 *
 * - The confirmation link's token is 32 random bytes, stored hashed, valid 7 days, used once.
 * - The manage and unsubscribe links' token is an HMAC of the subscriber's id under a key drawn
 *   from SESSION_SECRET: every mail on publish carries it without it being stored, and it cannot be
 *   made without the key. Stored hashed, to find the subscriber by it.
 * - An address that left is kept as an HMAC of its lowered text under another key drawn from the
 *   same secret, so the table of addresses that left is no list of addresses to try hashes on.
 */
export class SubscriptionTokens {
  private readonly linkKey: Buffer;
  private readonly addressKey: Buffer;

  constructor(secret: string) {
    this.linkKey = createHmac('sha256', secret).update('subscription-links').digest();
    this.addressKey = createHmac('sha256', secret).update('unsubscribed-addresses').digest();
  }

  /** A new confirmation token and its hash. */
  confirmToken(): { token: string; hash: Buffer } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hash(token) };
  }

  /** The manage and unsubscribe token of the subscriber `id`. */
  manageToken(id: string): string {
    return createHmac('sha256', this.linkKey).update(`manage:${id}`).digest('base64url');
  }

  /** How a token is stored and looked up. */
  hash(token: string): Buffer {
    return createHash('sha256').update(token).digest();
  }

  /** How an address that left is kept: its keyed hash, whatever its letter case. */
  addressHash(email: string): Buffer {
    return createHmac('sha256', this.addressKey).update(email.trim().toLowerCase()).digest();
  }
}
