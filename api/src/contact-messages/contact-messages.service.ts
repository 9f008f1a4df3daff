import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTACT_MESSAGES } from '@institute/shared';
import { Repository } from 'typeorm';
import { CrudService } from '../common/crud';
import { ContactMessage } from './contact-message.entity';

@Injectable()
export class ContactMessagesService extends CrudService<ContactMessage> {
  constructor(@InjectRepository(ContactMessage) repo: Repository<ContactMessage>) {
    super(repo, {
      resource: 'contact-messages',
      notFound: CONTACT_MESSAGES.notFound,
      sortable: ['name', 'email', 'subject', 'status', 'createdAt', 'updatedAt'],
      searchable: ['name', 'email', 'subject', 'message'],
      filterable: ['status'],
      defaultSort: [['createdAt', 'DESC']],
    });
  }
}
