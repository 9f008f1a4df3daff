import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTACT_MESSAGES } from '@institute/shared';
import { Repository } from 'typeorm';
import { CrudService } from '../crud/crud';
import { adminListSpec } from '../common/list-query';
import { ContactMessage } from './contact-message.entity';

@Injectable()
export class ContactMessagesService extends CrudService<ContactMessage> {
  constructor(@InjectRepository(ContactMessage) repo: Repository<ContactMessage>) {
    super(repo, {
      ...adminListSpec('contact-messages', {
        sortable: ['name', 'email', 'subject', 'status', 'createdAt', 'updatedAt'],
        searchable: ['name', 'email', 'subject', 'message'],
        filterable: ['status'],
      }),
      notFound: CONTACT_MESSAGES.notFound,
    });
  }
}
