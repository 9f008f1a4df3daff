import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { screenSubmission } from '../common/submission-guard';
import { SubmissionMail } from '../mail/submission-mail';
import { ApplicationsService } from './applications.service';
import type { ApplicationDto } from './dto/application.dto';

/**
 * A visitor's application, however it came (the JSON call or the home page's form posted without
 * JavaScript): a trapped bot's is stored nowhere; a new one is stored and mailed once `res` is
 * sent; the same e-mail for the same program within 24 hours stores nothing (docs/behaviour.md).
 * What became of it: stored, a repeat, or trapped.
 */
@Injectable()
export class ApplicationIntake {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly mail: SubmissionMail,
  ) {}

  async take(dto: ApplicationDto, res: Response): Promise<'stored' | 'repeat' | 'trapped'> {
    const fields = screenSubmission('application', dto);
    if (!fields) return 'trapped';
    const { created } = await this.applications.apply(fields);
    if (!created) return 'repeat';
    this.mail.afterAnswer(res, () => this.mail.application(fields, dto.locale));
    return 'stored';
  }
}
