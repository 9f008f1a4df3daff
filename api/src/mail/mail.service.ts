import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Default MAIL_FROM; the mails on publish are from MAIL_BULK_FROM. */
  from?: string;
  /** Headers of the server's own making (the mails on publish' List-Unsubscribe…), never a visitor's text. */
  headers?: Record<string, string>;
}

/** SMTP connections the mails on publish use at once. */
export const BULK_CONNECTIONS = 4;

/**
 * Sends through SMTP_URL; without it each message is written as an .eml file to MAIL_OUTBOX_DIR.
 * nodemailer is loaded with the first message, not with the app.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private transport?: Promise<Transporter>;
  private bulkTransport?: Promise<Transporter>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private transporter(): Promise<Transporter> {
    return (this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.config.smtpUrl
        ? nodemailer.createTransport(this.config.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  }

  /**
   * The mails on publish' transport: SMTP connections kept open and reused (nodemailer's pool,
   * BULK_CONNECTIONS at most), as thousands may go out one after another.
   */
  private bulkTransporter(): Promise<Transporter> {
    if (!this.config.smtpUrl) return this.transporter();
    return (this.bulkTransport ??= import('nodemailer').then(({ default: nodemailer }) => {
      const url = new URL(this.config.smtpUrl!);
      url.searchParams.set('pool', 'true');
      url.searchParams.set('maxConnections', String(BULK_CONNECTIONS));
      return nodemailer.createTransport(url.toString());
    }));
  }

  /** Closes the bulk transport's open connections (at shutdown). */
  close(): void {
    void this.bulkTransport?.then((transport) => transport.close());
    this.bulkTransport = undefined;
  }

  /** A mail on publish, through the pooled transport. */
  sendBulk(mail: Mail): Promise<void> {
    return this.send(mail, this.bulkTransporter());
  }

  async send(mail: Mail, through: Promise<Transporter> = this.transporter()): Promise<void> {
    // A header value holds no line break, whoever typed it: no header can be added through one.
    const header = (value: string) => value.replace(/[\r\n]+/g, ' ');
    const transport = await through;
    const info = await transport.sendMail({ from: this.config.mailFrom, ...mail, to: header(mail.to), subject: header(mail.subject) });
    if (!this.config.smtpUrl) {
      // Messages hold live reset links: the outbox is the owner's only.
      await mkdir(this.config.mailOutboxDir, { recursive: true, mode: 0o700 });
      const file = join(
        this.config.mailOutboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      // Written aside, then renamed: whoever reads the outbox never sees half a message.
      await writeFile(`${file}.part`, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
      await rename(`${file}.part`, file);
      // No recipient's address in the logs.
      this.logger.log(`Mail "${header(mail.subject)}" written to ${file}`);
    }
  }
}
