import { Body, Controller, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CONTACT_MESSAGES } from '@institute/shared';
import { AdminCrud } from '../common/crud';
import { UuidParam } from '../common/id';
import { ApiErrors } from '../openapi/openapi';
import { LimitPerIp } from '../throttling/throttling.module';
import { ContactMessagesService } from './contact-messages.service';
import { ContactMessageDto, ContactStatusDto } from './dto/contact-message.dto';

/** Contact Messages: list, read, status, delete; staff never write a message themselves. */
export class ContactMessagesAdminController extends AdminCrud({
  service: ContactMessagesService,
  path: 'contact-messages',
  area: 'submissions',
  routes: ['list', 'get', 'remove'],
}) {
  /** Any status can be chosen at any time (docs/back-office.md, Statuses). */
  @Put(':id/status')
  @ApiOkResponse({ description: 'The message with its new status' })
  @ApiErrors(400, 404)
  setStatus(@Param('id', UuidParam) id: string, @Body() dto: ContactStatusDto) {
    return this.service.update(id, dto);
  }
}

@Controller('contact')
@ApiTags('public')
export class ContactController {
  constructor(private readonly messages: ContactMessagesService) {}

  /** A visitor's message. The answer thanks them and carries nothing of what was stored. */
  @Post()
  @LimitPerIp('contact')
  @ApiCreatedResponse({ description: '`{success: true, message}`, never the stored record' })
  @ApiErrors(400)
  async send(@Body() dto: ContactMessageDto) {
    await this.messages.create(dto);
    return { success: true, message: CONTACT_MESSAGES.received };
  }
}
