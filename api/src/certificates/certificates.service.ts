import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CERTIFICATE_MESSAGES, CERTIFICATE_RULES, collectErrors, type VerifiedCertificate } from '@institute/shared';
import { type DeepPartial, Repository } from 'typeorm';
import { CrudService } from '../common/crud';
import { adminListSpec } from '../common/list-query';
import { ValidationFailed } from '../common/http-exception.filter';
import { Certificate } from './certificate.entity';
import type { CertificatePageQuery } from './dto/certificate-page.query';
import type { CertificateDto, VerifyCertificateDto } from './dto/certificate.dto';

export interface CertificatePage {
  certificates: Certificate[];
  pagination: { total: number; page: number; totalPages: number };
}

@Injectable()
export class CertificatesService extends CrudService<Certificate> {
  constructor(@InjectRepository(Certificate) repo: Repository<Certificate>) {
    super(repo, {
      ...adminListSpec('certificates', {
        sortable: [
          'name',
          'fatherName',
          'courseTaken',
          'duration',
          'trainingDate',
          'certificateNumber',
          'isDonorFunded',
          'createdAt',
          'updatedAt',
        ],
        searchable: ['name', 'fatherName', 'certificateNumber'],
        filterable: ['isDonorFunded'],
      }),
      notFound: CERTIFICATE_MESSAGES.notFound,
    });
  }

  async page({ page, limit, search, sort }: CertificatePageQuery): Promise<CertificatePage> {
    const { items, total } = await this.list({ q: search, sort, range: [(page - 1) * limit, page * limit - 1], filters: {} });
    return { certificates: items, pagination: { total, page, totalPages: Math.ceil(total / limit) } };
  }

  protected prepare(dto: Partial<CertificateDto>, existing?: Certificate): DeepPartial<Certificate> {
    // An edit may tick Donor Funded or clear the office name alone: the pair it leaves must hold.
    const merged = { ...existing, ...dto };
    const errors = collectErrors(merged, { projectOfficeName: CERTIFICATE_RULES.projectOfficeName });
    if (errors.length) throw new ValidationFailed(errors);
    // The office name belongs to donor-funded certificates only (the form disables it otherwise).
    return merged.isDonorFunded ? dto : { ...dto, projectOfficeName: null };
  }

  /**
   * One query matching the number (trimmed by the pipe, case ignored) and the date of birth
   * together: an unknown number and a wrong date take the same path and the same time.
   */
  async verify({ certificateNumber, dateOfBirth }: VerifyCertificateDto): Promise<VerifiedCertificate | null> {
    const row = await this.repo
      .createQueryBuilder('row')
      .where('lower(row.certificateNumber) = lower(:certificateNumber)', { certificateNumber })
      .andWhere('row.dateOfBirth = :dateOfBirth', { dateOfBirth })
      .getOne();
    if (!row) return null;
    const { name, fatherName, courseTaken, duration, trainingDate, isDonorFunded, projectOfficeName } = row;
    return {
      name,
      fatherName,
      courseTaken,
      duration,
      trainingDate,
      certificateNumber: row.certificateNumber,
      isDonorFunded,
      projectOfficeName,
    };
  }
}
