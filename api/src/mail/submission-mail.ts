import { Inject, Injectable, Logger, Module } from '@nestjs/common';
import { applicantConfirmation, type Locale, NEPALI_SITE_DEFAULTS, SITE_SETTING_DEFAULTS } from '@institute/shared';
import type { Response } from 'express';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { ProgramsModule } from '../programs/programs.module';
import { ProgramsService } from '../programs/programs.service';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { SiteSettingsService } from '../site-settings/site-settings.service';
import { NO_LIMIT, PgThrottlerStorage } from '../throttling/pg-throttler-storage';
import { type Mail, MailService } from './mail.service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The two hourly budgets of submission mail (docs/behaviour.md, Mail after a submission), each
 * its own counter across every process: mail to the address a visitor typed, and the staff
 * notifications, so a flood of one never stops the other.
 */
const BUDGETS = {
  visitor: { counter: 'visitor-mail', setting: 'VISITOR_MAIL_MAX_PER_HOUR', max: (c: AppConfig) => c.visitorMailMaxPerHour },
  staff: { counter: 'staff-mail', setting: 'STAFF_MAIL_MAX_PER_HOUR', max: (c: AppConfig) => c.staffMailMaxPerHour },
} as const;
type Budget = keyof typeof BUDGETS;

/** Confirmations one address receives in 24 hours at most, whatever the IPs or programs (docs/behaviour.md, Mail after a submission). */
const CONFIRMATIONS_PER_ADDRESS = 2;

/**
 * The mailbox an address reaches, for counting its confirmations: lowered, and without a
 * `+tag` after the local part (RFC 5233 sub-addressing), which most providers deliver to the
 * same mailbox, so `victim+1@…`, `victim+2@…` are one recipient.
 */
const mailbox = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain-text body and its HTML twin: paragraphs, and `label: value` lines as a table. */
function mail(to: string, subject: string, paragraphs: string[], details: [string, string | null | undefined][] = []): Mail {
  const rows = details.filter(([, v]) => v) as [string, string][];
  const text = [...paragraphs, ...(rows.length ? [rows.map(([k, v]) => `${k}: ${v}`).join('\n')] : [])].join('\n\n') + '\n';
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (rows.length
      ? `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`
      : '');
  return { to, subject, text, html };
}

export interface SubmittedApplication {
  name: string;
  email: string;
  phone: string;
  program: string;
  address?: string | null;
  motivation?: string | null;
}

export interface SubmittedMessage {
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
}

/**
 * The mail a visitor's submission causes (docs/behaviour.md, Mail after a submission): the
 * applicant's confirmation and the staff notification to the `notificationEmail` setting. Sent
 * once the answer has gone out; a failure is logged and never reaches the visitor. A visitor
 * chooses the recipient of a confirmation, so it carries nothing they typed, goes to one
 * address at most twice a day, and all confirmations together stay under
 * VISITOR_MAIL_MAX_PER_HOUR: the form cannot relay anyone's text to anyone. Staff notifications
 * have their own hourly budget, STAFF_MAIL_MAX_PER_HOUR.
 */
@Injectable()
export class SubmissionMail {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly mail: MailService,
    private readonly settings: SiteSettingsService,
    private readonly programs: ProgramsService,
    private readonly counters: PgThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Runs `send` after `res` has been answered. */
  afterAnswer(res: Response, send: () => Promise<void>): void {
    res.once('finish', () => {
      send().catch((err: unknown) => this.logger.error(`Mail after a submission failed: ${(err as Error).message}`));
    });
  }

  async application(a: SubmittedApplication, locale: Locale = 'en'): Promise<void> {
    const institute = (await this.settings.value('siteName')) || SITE_SETTING_DEFAULTS.siteName;
    const staff = await this.settings.value('notificationEmail');
    const sends: Promise<void>[] = [];
    const confirm = a.email ? await this.confirmationAllowed(a.email) : false;
    if (confirm) sends.push(this.budgeted('visitor', await this.confirmation(a, locale)));
    if (staff) {
      sends.push(
        this.budgeted(
          'staff',
          mail(
            staff,
            `New application: ${a.name} for ${a.program}`,
            [`A new application has arrived on the ${institute} website. Review it under Applications in the back office.`],
            [
              ['Name', a.name],
              ['Program', a.program],
              ['Email', a.email],
              ['Phone', a.phone],
              ['Address', a.address],
              ['Motivation', a.motivation],
            ],
          ),
        ),
      );
    }
    await this.settle(sends);
  }

  /**
   * The applicant's confirmation in the language the form was sent in, one step for both
   * (libs applicantConfirmation): the site name in that language (the English one, then the
   * built-in one, while it has none), the program by its title in that language only when it is
   * an active program, and no text the visitor typed (docs/behaviour.md, Mail after a submission).
   */
  private async confirmation(a: SubmittedApplication, locale: Locale): Promise<Mail> {
    const builtIn = locale === 'ne' ? NEPALI_SITE_DEFAULTS : SITE_SETTING_DEFAULTS;
    const institute = (await this.settings.translatedValue('siteName', locale)) || builtIn.siteName;
    const { subject, lines } = applicantConfirmation(locale, institute, await this.programs.activeTitle(a.program, locale));
    return mail(a.email, subject, lines);
  }

  /** The staff notification of a contact message; the visitor gets no mail. */
  async contactMessage(m: SubmittedMessage): Promise<void> {
    const staff = await this.settings.value('notificationEmail');
    if (!staff) return;
    const institute = (await this.settings.value('siteName')) || SITE_SETTING_DEFAULTS.siteName;
    await this.settle([
      this.budgeted(
        'staff',
        mail(
          staff,
          `New message: ${m.subject} from ${m.name}`,
          [`A new contact message has arrived on the ${institute} website. Reply to it under Contact Messages in the back office.`],
          [
            ['Name', m.name],
            ['Email', m.email],
            ['Phone', m.phone],
            ['Subject', m.subject],
            ['Message', m.message],
          ],
        ),
      ),
    ]);
  }

  /**
   * A mail to an address a visitor typed other than the applicant's confirmation (a
   * subscription's confirmation or manage link, docs/behaviour.md, E-mail subscriptions): at most
   * `perDay` a day to one mailbox, on its own `counter`, and under the visitors' hourly budget,
   * VISITOR_MAIL_MAX_PER_HOUR, with the confirmations. Past either it is dropped.
   */
  async visitorMail(message: Mail, counter: string, perDay: number): Promise<void> {
    if (!(await this.confirmationAllowed(message.to, counter, perDay))) return;
    await this.budgeted('visitor', message);
  }

  /** Counts a confirmation to `address`; false (logged without the address) once it had its share for 24 hours. */
  private async confirmationAllowed(address: string, counter = 'confirmation', perDay = CONFIRMATIONS_PER_ADDRESS): Promise<boolean> {
    const { totalHits } = await this.counters.increment(mailbox(address), 24 * HOUR_MS, NO_LIMIT, 0, counter);
    if (totalHits <= perDay) return true;
    this.logger.log(`Confirmation not sent: its address had ${perDay} in the last 24 hours`);
    return false;
  }

  /** Sends a mail a submission caused, unless its budget's mail has reached its hourly maximum: then it is dropped with a warning. */
  private async budgeted(budget: Budget, message: Mail): Promise<void> {
    const { counter, setting, max } = BUDGETS[budget];
    const { totalHits } = await this.counters.increment('all', HOUR_MS, NO_LIMIT, 0, counter);
    if (totalHits > max(this.config)) {
      this.logger.warn(
        budget === 'visitor'
          ? `Mail dropped: visitors' submissions caused more than ${max(this.config)} confirmations in the hour (${setting})`
          : `Mail dropped: more than ${max(this.config)} staff notifications in the hour (${setting})`,
      );
      return;
    }
    await this.mail.send(message);
  }

  /** Every message is tried; the failures are reported together. */
  private async settle(sends: Promise<void>[]): Promise<void> {
    const failed = (await Promise.allSettled(sends)).filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length) throw new Error(failed.map((f) => (f.reason as Error).message).join('; '));
  }
}

/** What the submission modules import to send their mail. */
@Module({
  imports: [SiteSettingsModule, ProgramsModule],
  providers: [MailService, SubmissionMail],
  exports: [SubmissionMail, MailService],
})
export class SubmissionMailModule {}
