import { type INestApplication } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import {
  AUTH_MESSAGES,
  CERTIFICATE_VERIFY_MESSAGES,
  CERTIFICATE_VERIFY_RULES,
  collectErrors,
  VERIFIED_CERTIFICATE_FIELDS,
} from '@institute/shared';
import type { Request, RequestHandler } from 'express';
import { DataSource } from 'typeorm';
import { EntityShape, type PlainRoute, poolOf } from '../common/public-read';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { countHitSql, peekSql, PgThrottlerStorage, storedKey } from '../throttling/pg-throttler-storage';
import { FailureCeiling, IpThrottlerGuard, PER_IP_WINDOW_MS, perIpLimit } from '../throttling/throttling.module';
import { Certificate } from './certificate.entity';
import { CertificatesPublicController } from './certificates.controller';
import { VERIFY_FIELD_LENGTHS } from './dto/certificate.dto';

type Body = { certificateNumber: string; dateOfBirth: string };

/**
 * The body as the validation pipe would pass it (trimmed, both fields within their lengths and
 * the rules of libs/shared), or null for any body the pipe might refuse: the controller answers
 * those, with its 400.
 */
function acceptedBody(body: unknown): Body | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { certificateNumber, dateOfBirth } = body as Record<string, unknown>;
  if (typeof certificateNumber !== 'string' || typeof dateOfBirth !== 'string') return null;
  const values = { certificateNumber: certificateNumber.trim(), dateOfBirth: dateOfBirth.trim() };
  if (values.certificateNumber.length > VERIFY_FIELD_LENGTHS.certificateNumber) return null;
  if (values.dateOfBirth.length > VERIFY_FIELD_LENGTHS.dateOfBirth) return null;
  return collectErrors(values, CERTIFICATE_VERIFY_RULES).length ? null : values;
}

/**
 * `POST /api/certificates/verify` on the lean path (common/public-read.ts): what
 * CertificatesPublicController.verify does, in one statement on a good day. The statement counts
 * the hit on the route's per-IP counter (the key and limit its guard uses), reads the number's
 * failures of the hour and looks the certificate up; the answers and headers are the
 * controller's and its guard's, byte for byte (test/plain-reads.e2e-spec.ts). Only a failed
 * lookup takes a second statement, to count the failure. A body the pipe might refuse goes to
 * the controller uncounted, whose guard counts it.
 */
export function plainVerify(app: INestApplication, before: RequestHandler[]): PlainRoute {
  const dataSource = app.get(DataSource);
  const pool = poolOf(dataSource);
  const config = app.get<AppConfig>(APP_CONFIG);
  const guard = app.get(IpThrottlerGuard);
  const storage = app.get(PgThrottlerStorage);
  const ceiling = app.get(FailureCeiling);
  const limit = perIpLimit('certificateVerify', config);
  const shape = new EntityShape(dataSource, dataSource.getMetadata(Certificate));
  const columns = shape.select(
    'c',
    Object.keys(shape.metadata.create() as object).filter((key) => !VERIFIED_CERTIFICATE_FIELDS.includes(key as never)),
  );
  // hit: always one row; failures and found: one row or none.
  const statement = `
    WITH hit AS (${countHitSql(1)}),
         failures AS (${peekSql(5)}),
         found AS (SELECT ${columns} FROM certificates c WHERE lower(c.certificate_number) = lower($6) AND c.date_of_birth = $7)
    SELECT hit.hits AS "hit.hits", hit.expires_in AS "hit.expiresIn", hit.blocked_for AS "hit.blockedFor",
           failures.hits AS "failures.hits", failures.expires_in AS "failures.expiresIn", found.*
      FROM hit LEFT JOIN failures ON true LEFT JOIN found ON true`;
  const keyOf = (req: Request) => guard.keyFor(req, CertificatesPublicController, CertificatesPublicController.prototype.verify);
  return {
    method: 'POST',
    route: '/api/certificates/verify',
    path: /^\/api\/certificates\/verify$/,
    before,
    async answer(req, res) {
      const body = acceptedBody(req.body);
      if (!body) return null;
      const { certificateNumber, dateOfBirth } = body;
      const ipKey = storedKey('default', await keyOf(req));
      const numberKey = storedKey('verifyNumber', certificateNumber);
      // A named statement: PostgreSQL plans it once per connection, which is most of its cost otherwise.
      const { rows } = await pool.query<Record<string, unknown>>({
        name: 'certificate-verify',
        text: statement,
        values: [ipKey, PER_IP_WINDOW_MS, limit, PER_IP_WINDOW_MS, numberKey, certificateNumber, dateOfBirth],
      });
      storage.sweep();
      const row = rows[0];
      // As the per-IP guard answers: a blocked IP gets Retry-After and the 429, any other the counter's headers.
      if ((row['hit.blockedFor'] as number) > 0) {
        res.setHeader('Retry-After', String(row['hit.blockedFor']));
        throw new ThrottlerException(AUTH_MESSAGES.tooManyAttempts);
      }
      res.setHeader('X-RateLimit-Limit', String(limit));
      res.setHeader('X-RateLimit-Remaining', String(Math.max(0, limit - (row['hit.hits'] as number))));
      res.setHeader('X-RateLimit-Reset', String(row['hit.expiresIn']));
      ceiling.assertWindowOpen(
        { hits: (row['failures.hits'] as number | null) ?? 0, expiresIn: (row['failures.expiresIn'] as number | null) ?? 0 },
        res,
      );
      if (row.certificateNumber === null || row.certificateNumber === undefined) {
        await ceiling.recordFailure('verifyNumber', certificateNumber);
        const failed = CERTIFICATE_VERIFY_MESSAGES.failed;
        return { status: 404, body: { statusCode: 404, error: failed, message: failed, success: false } };
      }
      const hydrated = shape.hydrate(row);
      const certificate = Object.fromEntries(VERIFIED_CERTIFICATE_FIELDS.map((key) => [key, hydrated[key]]));
      return { body: { success: true, certificate, message: CERTIFICATE_VERIFY_MESSAGES.verified } };
    },
  };
}
