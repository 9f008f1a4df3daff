import { type CanActivate, type INestApplication, type Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { CERTIFICATE_VERIFY_MESSAGES, type VerifiedCertificate } from '@institute/shared';
import type { RequestHandler } from 'express';
import { DataSource } from 'typeorm';
import { EntityShape, type PlainRoute, poolOf } from '../common/public-read';
import { AppValidationPipe } from '../common/validation';
import { FailureCeiling } from '../throttling/throttling.module';
import { Certificate } from './certificate.entity';
import { CertificatesPublicController } from './certificates.controller';
import { VerifyCertificateDto } from './dto/certificate.dto';

const ANSWERED: (keyof VerifiedCertificate)[] = [
  'name',
  'fatherName',
  'courseTaken',
  'duration',
  'trainingDate',
  'certificateNumber',
  'isDonorFunded',
  'projectOfficeName',
];

/**
 * `POST /api/certificates/verify` on the lean path (common/public-read.ts): what
 * CertificatesPublicController.verify does, without Nest's pipeline, the session or entity
 * hydration. The route's own guards (the per-IP limit) run as Nest runs them, the body is
 * checked by the same pipe first (a body that fails goes to the controller, which counts it and
 * answers 400), the per-number ceiling and the lookup are read at once, and a failure is counted.
 * The answers are the controller's, byte for byte.
 */
export function plainVerify(app: INestApplication, before: RequestHandler[]): PlainRoute {
  const dataSource = app.get(DataSource);
  const pool = poolOf(dataSource);
  const ceiling = app.get(FailureCeiling);
  const pipe = new AppValidationPipe();
  const handler = CertificatesPublicController.prototype.verify;
  const guards = ((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as Type<CanActivate>[]).map((guard) =>
    app.get(guard, { strict: false }),
  );
  const shape = new EntityShape(dataSource, dataSource.getMetadata(Certificate));
  const columns = shape.select(
    'c',
    Object.keys(shape.metadata.create() as object).filter((key) => !ANSWERED.includes(key as never)),
  );
  const lookup = `SELECT ${columns} FROM certificates c WHERE lower(c.certificate_number) = lower($1) AND c.date_of_birth = $2`;
  return {
    method: 'POST',
    route: '/api/certificates/verify',
    path: /^\/api\/certificates\/verify$/,
    before,
    async answer(req, res, _params) {
      let dto: VerifyCertificateDto;
      try {
        dto = (await pipe.transform(req.body, { type: 'body', metatype: VerifyCertificateDto })) as VerifyCertificateDto;
      } catch {
        return null;
      }
      const context = new ExecutionContextHost([req, res, () => undefined], CertificatesPublicController, handler);
      for (const guard of guards) if (!(await guard.canActivate(context))) return null;
      const [, found] = await Promise.all([
        ceiling.assertOpen('verifyNumber', dto.certificateNumber, res),
        pool.query<Record<string, unknown>>(lookup, [dto.certificateNumber, dto.dateOfBirth]),
      ]);
      const row = found.rows[0];
      if (!row) {
        await ceiling.recordFailure('verifyNumber', dto.certificateNumber);
        const failed = CERTIFICATE_VERIFY_MESSAGES.failed;
        return { status: 404, body: { statusCode: 404, error: failed, message: failed, success: false } };
      }
      const hydrated = shape.hydrate(row);
      const certificate = Object.fromEntries(ANSWERED.map((key) => [key, hydrated[key]]));
      return { body: { success: true, certificate, message: CERTIFICATE_VERIFY_MESSAGES.verified } };
    },
  };
}
