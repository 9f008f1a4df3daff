import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, orderedSpec } from '../crud/crud';
import { Donor } from './donor.entity';

@Injectable()
export class DonorsService extends CrudService<Donor> {
  constructor(@InjectRepository(Donor) repo: Repository<Donor>) {
    super(repo, orderedSpec('donors', 'Donor not found', { sortable: ['name'], searchable: ['name', 'description'] }));
  }
}
