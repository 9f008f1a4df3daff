import { Body, Controller, Param, Post, Put, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { APPLICATION_MESSAGES } from '@institute/shared';
import type { Request } from 'express';
import { AdminCrud } from '../common/crud';
import { UuidParam } from '../common/id';
import { currentUser } from '../common/rights';
import { ApiErrors } from '../openapi/openapi';
import { LimitPerIp } from '../throttling/throttling.module';
import { ApplicationsService } from './applications.service';
import { ApplicationDto, ApplicationReviewDto } from './dto/application.dto';

/**
 * Applications Management: list, read, review, and delete, so that an applicant's personal data
 * can be removed on request (docs/behaviour.md, Applications and contact messages).
 */
export class ApplicationsAdminController extends AdminCrud({
  service: ApplicationsService,
  path: 'applications',
  area: 'submissions',
  routes: ['list', 'get', 'remove'],
}) {
  /** Approve, Reject or the status selector. */
  @Put(':id')
  @ApiOkResponse({ description: 'The application, reviewed now by the signed-in user' })
  @ApiErrors(400, 404)
  review(@Param('id', UuidParam) id: string, @Body() dto: ApplicationReviewDto, @Req() req: Request) {
    // The class's @Rights guarantees a signed-in user here.
    return this.service.review(id, dto, currentUser(req)!);
  }
}

@Controller('applications')
@ApiTags('public')
export class ApplicationsPublicController {
  constructor(private readonly applications: ApplicationsService) {}

  /** A visitor's application. The answer thanks them and carries nothing of what was stored. */
  @Post()
  @LimitPerIp('application')
  @ApiCreatedResponse({ description: '`{success: true, message}`, never the stored record' })
  @ApiErrors(400)
  async apply(@Body() dto: ApplicationDto) {
    await this.applications.create(dto);
    return { success: true, message: APPLICATION_MESSAGES.received };
  }
}
