import { Body, Controller, Injectable, Param, Post, Put } from '@nestjs/common';
import { CONTACT_MESSAGES, CONTACT_RULES, CONTACT_STATUS_RULES } from '@institute/shared';
import { AdminCrud } from '../common/crud';
import { UuidParam } from '../common/id';
import { RulesBody } from '../common/rules-body.pipe';
import { LimitPerIp } from '../throttling/throttling.module';
import { ContactMessagesService } from './contact-messages.service';
import { ContactMessageDto, ContactStatusDto } from './dto/contact-message.dto';

/** Contact Messages (admin spec §7): list, read, status, delete; staff never write a message themselves. */
@Injectable()
export class ContactMessagesAdminController extends AdminCrud({
  path: 'contact-messages',
  area: 'submissions',
  routes: ['list', 'get', 'remove'],
}) {
  constructor(service: ContactMessagesService) {
    super(service);
  }

  /**
   * Any status can be chosen at any time (admin spec §4). Bodies are typed `object`: a DTO
   * type would make the global pipe check the DTO before RulesBody runs the spec's rules.
   */
  @Put(':id/status')
  setStatus(@Param('id', UuidParam) id: string, @Body(new RulesBody(ContactStatusDto, CONTACT_STATUS_RULES)) dto: object) {
    return this.service.update(id, dto);
  }
}

@Controller('contact')
export class ContactController {
  constructor(private readonly messages: ContactMessagesService) {}

  /** A visitor's message. The answer thanks them and carries nothing of what was stored. */
  @Post()
  @LimitPerIp('contact')
  async send(@Body(new RulesBody(ContactMessageDto, CONTACT_RULES)) dto: object) {
    await this.messages.create(dto);
    return { success: true, message: CONTACT_MESSAGES.received };
  }
}
