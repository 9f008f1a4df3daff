import { NOT_FOUND_MESSAGES } from '@institute/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, orderedSpec } from '../crud/crud';
import { Donor } from './donor.entity';

@Injectable()
export class DonorsService extends CrudService<Donor> {
  constructor(@InjectRepository(Donor) repo: Repository<Donor>) {
    super(repo, orderedSpec('donors', NOT_FOUND_MESSAGES.donor, { sortable: ['name'], searchable: ['name', 'description'] }));
  }
}
