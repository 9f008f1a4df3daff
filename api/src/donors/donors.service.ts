import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, PUBLIC_ORDER } from '../common/crud';
import { Donor } from './donor.entity';

@Injectable()
export class DonorsService extends CrudService<Donor> {
  constructor(@InjectRepository(Donor) repo: Repository<Donor>) {
    super(repo, {
      resource: 'donors',
      notFound: 'Donor not found',
      sortable: ['name', 'displayOrder', 'isActive', 'createdAt', 'updatedAt'],
      searchable: ['name', 'description'],
      filterable: ['isActive'],
      defaultSort: [['displayOrder', 'ASC'], ['createdAt', 'DESC']],
      publicWhere: { isActive: true },
      publicOrder: PUBLIC_ORDER,
    });
  }
}
