import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { screenSubmission } from '../common/submission-guard';
import { SubmissionMail } from '../mail/submission-mail';
import { ContactMessagesService } from './contact-messages.service';
import type { ContactMessageDto } from './dto/contact-message.dto';

/**
 * A visitor's message, however it came (the JSON call or the home page's form posted without
 * JavaScript): a trapped bot's is stored nowhere; any other is stored and mailed once `res` is sent.
 */
@Injectable()
export class ContactIntake {
  constructor(
    private readonly messages: ContactMessagesService,
    private readonly mail: SubmissionMail,
  ) {}

  async take(dto: ContactMessageDto, res: Response): Promise<void> {
    const fields = screenSubmission('contact message', dto);
    if (!fields) return;
    await this.messages.create(fields);
    this.mail.afterAnswer(res, () => this.mail.contactMessage(fields));
  }
}
