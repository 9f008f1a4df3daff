import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type Locale,
  NEPALI_SITE_DEFAULTS,
  type NewsCategory,
  SITE_SETTING_DEFAULTS,
  SUBSCRIPTION_CONFIRM_DAYS,
  SUBSCRIPTION_MESSAGES,
  subscriptionCategories,
  subscriptionConfirmMail,
  subscriptionManageMail,
  subscriptionPagePath,
  UNSUBSCRIBED_KEPT_DAYS,
} from '@institute/shared';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { type Mail } from '../mail/mail.service';
import { SiteSettingsService } from '../site-settings/site-settings.service';
import { linkedMail } from './subscription-mail';
import { SubscriptionTokens } from './subscription-tokens';

/** The first key of the advisory lock that makes a subscription of one address one step at a time (any fixed number). */
const SUBSCRIBE_LOCK = 38_001;

/** Why an address left: its own link, a staff member, or the SMTP provider's report. */
export type LeaveReason = 'unsubscribe' | 'staff' | 'bounce' | 'complaint';

/** Reasons after which no mail at all goes to the address for UNSUBSCRIBED_KEPT_DAYS, not even a confirmation. */
const DO_NOT_MAIL: readonly LeaveReason[] = ['bounce', 'complaint'];

/** A subscription as its manage page reads it: never the address. */
export interface SubscriptionView {
  categories: NewsCategory[];
  locale: Locale;
  confirmed: boolean;
}

interface SubscriberRow {
  id: string;
  email: string;
  categories: NewsCategory[];
  locale: Locale;
  confirmed_at: Date | null;
}

const view = (row: Pick<SubscriberRow, 'categories' | 'locale' | 'confirmed_at'>): SubscriptionView => ({
  categories: row.categories,
  locale: row.locale,
  confirmed: row.confirmed_at !== null,
});

/**
 * The public side of e-mail subscriptions (docs/behaviour.md, E-mail subscriptions): subscribe
 * (double opt-in), confirm, manage and leave by a link's token; an address's removal, by a staff
 * member or the bounce webhook. An address that leaves is deleted; only its keyed hash is kept,
 * UNSUBSCRIBED_KEPT_DAYS days.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: SubscriptionTokens,
    private readonly settings: SiteSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A subscription of `email`: the mail it causes, or null (an address that bounced or
   * complained lately gets none). A new address, or one not yet confirmed, gets a new
   * confirmation link (the earlier one stops working) and its choices are taken; a confirmed
   * one gets a link to its manage page and nothing of it changes (whoever typed the address may
   * not be its owner). The caller answers the same in every case.
   */
  async subscribe(email: string, categories: readonly string[] | undefined, locale: Locale): Promise<Mail | null> {
    const address = email.trim();
    const chosen = subscriptionCategories(categories);
    const outcome = await this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SUBSCRIBE_LOCK, address.toLowerCase()]);
      const [row] = (await em.query('SELECT id, locale, confirmed_at FROM subscribers WHERE lower(email) = lower($1)', [
        address,
      ])) as SubscriberRow[];
      if (row?.confirmed_at) return { kind: 'manage' as const, id: row.id, locale: row.locale };
      if (await this.doNotMail(em, address)) return null;
      const { token, hash } = this.tokens.confirmToken();
      const expires = `now() + interval '${SUBSCRIPTION_CONFIRM_DAYS} days'`;
      if (row) {
        await em.query(
          `UPDATE subscribers SET categories = $2, locale = $3, confirm_token_hash = $4, confirm_expires_at = ${expires}, updated_at = now()
           WHERE id = $1`,
          [row.id, chosen, locale, hash],
        );
      } else {
        const id = randomUUID();
        await em.query(
          `INSERT INTO subscribers (id, email, categories, locale, confirm_token_hash, confirm_expires_at, manage_token_hash)
           VALUES ($1, $2, $3, $4, $5, ${expires}, $6)`,
          [id, address, chosen, locale, hash, this.tokens.hash(this.tokens.manageToken(id))],
        );
      }
      return { kind: 'confirm' as const, token, locale };
    });
    if (!outcome) return null;
    const institute = await this.institute(outcome.locale);
    if (outcome.kind === 'manage') {
      const { subject, lines } = subscriptionManageMail(outcome.locale, institute, this.manageLink(outcome.id, outcome.locale));
      return linkedMail(address, subject, lines);
    }
    const link = `${this.config.publicUrl}${subscriptionPagePath('confirm', outcome.locale)}?token=${outcome.token}`;
    const { subject, lines } = subscriptionConfirmMail(outcome.locale, institute, link);
    return linkedMail(address, subject, lines);
  }

  /** Whether the address bounced or complained in the last UNSUBSCRIBED_KEPT_DAYS days. */
  private async doNotMail(em: EntityManager, address: string): Promise<boolean> {
    const rows = (await em.query(
      `SELECT reason FROM unsubscribed_addresses WHERE address_hash = $1 AND unsubscribed_at > now() - interval '${UNSUBSCRIBED_KEPT_DAYS} days'`,
      [this.tokens.addressHash(address)],
    )) as { reason: LeaveReason }[];
    return rows.some((r) => DO_NOT_MAIL.includes(r.reason));
  }

  /**
   * Confirms the subscription of a confirmation token: once, within SUBSCRIPTION_CONFIRM_DAYS
   * days of its mail; an unknown, used or expired token is 404 `subscription.invalidToken`.
   */
  async confirm(token: string): Promise<SubscriptionView> {
    const [rows] = (await this.dataSource.query(
      `UPDATE subscribers SET confirmed_at = now(), confirm_token_hash = NULL, confirm_expires_at = NULL, updated_at = now()
       WHERE confirm_token_hash = $1 AND confirm_expires_at > now() AND confirmed_at IS NULL
       RETURNING email, categories, locale, confirmed_at`,
      [this.tokens.hash(token)],
    )) as [SubscriberRow[], number];
    const row = rows[0];
    if (!row) throw new NotFoundException(SUBSCRIPTION_MESSAGES.invalidToken);
    // Confirmed anew: the address is no longer one that left.
    await this.dataSource.query('DELETE FROM unsubscribed_addresses WHERE address_hash = $1', [this.tokens.addressHash(row.email)]);
    return view(row);
  }

  /** The subscription of a manage token (404 `subscription.invalidToken` for any other token). */
  async read(token: string): Promise<SubscriptionView> {
    const [row] = (await this.dataSource.query('SELECT categories, locale, confirmed_at FROM subscribers WHERE manage_token_hash = $1', [
      this.tokens.hash(token),
    ])) as SubscriberRow[];
    if (!row) throw new NotFoundException(SUBSCRIPTION_MESSAGES.invalidToken);
    return view(row);
  }

  /** Changes the categories and language of the subscription of a manage token; only the fields given. */
  async change(token: string, changes: { categories?: readonly string[]; locale?: Locale }): Promise<SubscriptionView> {
    const [rows] = (await this.dataSource.query(
      `UPDATE subscribers SET categories = coalesce($2, categories), locale = coalesce($3, locale), updated_at = now()
       WHERE manage_token_hash = $1 RETURNING categories, locale, confirmed_at`,
      [this.tokens.hash(token), changes.categories ? subscriptionCategories(changes.categories) : null, changes.locale ?? null],
    )) as [SubscriberRow[], number];
    if (!rows[0]) throw new NotFoundException(SUBSCRIPTION_MESSAGES.invalidToken);
    return view(rows[0]);
  }

  /** Unsubscribes the subscriber of a manage token: its language, or null when there was none (already gone: nothing to do). */
  async unsubscribe(token: string): Promise<Locale | null> {
    const [row] = await this.leave('manage_token_hash = $1', [this.tokens.hash(token)], 'unsubscribe');
    return row?.locale ?? null;
  }

  /** Removes a subscriber by its id (a staff member's deletion): its record as it was, or undefined. */
  async remove(id: string): Promise<SubscriberRow | undefined> {
    const [row] = await this.leave('id = $1', [id], 'staff');
    return row;
  }

  /**
   * The SMTP provider's report of a hard bounce or a complaint: the address is unsubscribed, and
   * no mail goes to it for UNSUBSCRIBED_KEPT_DAYS days, subscribed or not.
   */
  async reported(email: string, reason: 'bounce' | 'complaint'): Promise<void> {
    const gone = await this.leave('lower(email) = lower($1)', [email.trim()], reason);
    if (!gone.length) await this.keepHash(this.dataSource.manager, email, reason);
  }

  /** Deletes the subscribers `where` names and keeps each address's hash with `reason`, in one transaction. */
  private leave(where: string, params: unknown[], reason: LeaveReason): Promise<SubscriberRow[]> {
    return this.dataSource.transaction(async (em) => {
      const [rows] = (await em.query(
        `DELETE FROM subscribers WHERE ${where} RETURNING id, email, categories, locale, confirmed_at, created_at, updated_at`,
        params,
      )) as [SubscriberRow[], number];
      for (const row of rows) await this.keepHash(em, row.email, reason);
      return rows;
    });
  }

  private async keepHash(em: EntityManager, email: string, reason: LeaveReason): Promise<void> {
    await em.query(
      `INSERT INTO unsubscribed_addresses (address_hash, reason) VALUES ($1, $2)
       ON CONFLICT (address_hash) DO UPDATE SET reason = excluded.reason, unsubscribed_at = now()`,
      [this.tokens.addressHash(email), reason],
    );
  }

  /** The manage page's address for the subscriber `id`, in `locale`. */
  manageLink(id: string, locale: Locale): string {
    return `${this.config.publicUrl}${subscriptionPagePath('manage', locale)}?token=${this.tokens.manageToken(id)}`;
  }

  /** The one-click unsubscribe address (RFC 8058) of the subscriber `id`, which the mails' List-Unsubscribe header names. */
  unsubscribeLink(id: string): string {
    return `${this.config.publicUrl}/api/subscriptions/unsubscribe?token=${this.tokens.manageToken(id)}`;
  }

  /** The institute's name in `locale`: the setting's, else the built-in one. */
  async institute(locale: Locale): Promise<string> {
    const builtIn = locale === 'ne' ? NEPALI_SITE_DEFAULTS : SITE_SETTING_DEFAULTS;
    return (await this.settings.translatedValue('siteName', locale)) || builtIn.siteName;
  }
}
