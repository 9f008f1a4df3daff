import { NOT_FOUND_MESSAGES } from '@institute/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CrudService, orderedSpec } from '../crud/crud';
import { TrainingOpening } from './training-opening.entity';

@Injectable()
export class TrainingOpeningsService extends CrudService<TrainingOpening> {
  constructor(@InjectRepository(TrainingOpening) repo: Repository<TrainingOpening>) {
    super(
      repo,
      orderedSpec('training-openings', NOT_FOUND_MESSAGES.trainingOpening, {
        sortable: ['title', 'startDate', 'endDate', 'applicationDeadline', 'capacity'],
        searchable: ['title', 'location', 'description'],
      }),
    );
  }
}
