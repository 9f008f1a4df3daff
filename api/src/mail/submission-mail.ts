import { Injectable, Logger, Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { type Locale, NEPALI_APPLICANT_MAIL, NEPALI_SITE_DEFAULTS, SITE_SETTING_DEFAULTS } from '@institute/shared';
import type { Response } from 'express';
import type { Repository } from 'typeorm';
import { Program } from '../programs/program.entity';
import { SiteSettingsModule } from '../site-settings/site-settings.module';
import { SiteSettingsService } from '../site-settings/site-settings.service';
import { type Mail, MailService } from './mail.service';

const escapeHtml = (text: string) =>
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
 * once the answer has gone out; a failure is logged and never reaches the visitor.
 */
@Injectable()
export class SubmissionMail {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly mail: MailService,
    private readonly settings: SiteSettingsService,
    @InjectRepository(Program) private readonly programs: Repository<Program>,
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
    if (a.email && locale === 'ne') {
      sends.push(this.mail.send(await this.nepaliConfirmation(a)));
    } else if (a.email) {
      sends.push(
        this.mail.send(
          mail(a.email, `Your application to ${institute}`, [
            `Dear ${a.name},`,
            `Thank you for applying for ${a.program} at ${institute}. We have received your application and will contact you within 2-3 business days.`,
            `${institute}`,
          ]),
        ),
      );
    }
    if (staff) {
      sends.push(
        this.mail.send(
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
   * The applicant's confirmation in Nepali: the Nepali site name (the English one, then the
   * built-in Nepali one, while it has none), the program by its Nepali title only when it is an
   * active program, and no text the visitor typed (docs/behaviour.md, Mail after a submission).
   */
  private async nepaliConfirmation(a: SubmittedApplication): Promise<Mail> {
    const setting = await this.settings.translatedValue('siteName', 'ne');
    const institute = setting || NEPALI_SITE_DEFAULTS.siteName;
    const program = await this.programs.findOneBy({ title: a.program, isActive: true });
    const title = program ? program.translations?.ne?.title || program.title : null;
    return mail(a.email, NEPALI_APPLICANT_MAIL.subject(institute), [
      NEPALI_APPLICANT_MAIL.greeting,
      NEPALI_APPLICANT_MAIL.thanks(institute, title),
      institute,
    ]);
  }

  async contactMessage(m: SubmittedMessage): Promise<void> {
    const staff = await this.settings.value('notificationEmail');
    if (!staff) return;
    const institute = (await this.settings.value('siteName')) || SITE_SETTING_DEFAULTS.siteName;
    await this.settle([
      this.mail.send(
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

  /** Every message is tried; the failures are reported together. */
  private async settle(sends: Promise<void>[]): Promise<void> {
    const failed = (await Promise.allSettled(sends)).filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length) throw new Error(failed.map((f) => (f.reason as Error).message).join('; '));
  }
}

/** What the submission modules import to send their mail. */
@Module({
  imports: [SiteSettingsModule, TypeOrmModule.forFeature([Program])],
  providers: [MailService, SubmissionMail],
  exports: [SubmissionMail],
})
export class SubmissionMailModule {}
