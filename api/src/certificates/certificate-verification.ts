import { Injectable } from '@nestjs/common';
import type { VerifiedCertificate } from '@institute/shared';
import type { Response } from 'express';
import { FailureCeiling } from '../throttling/throttling.module';
import { CertificatesService } from './certificates.service';
import type { VerifyCertificateDto } from './dto/certificate.dto';

/**
 * A visitor's verification, whichever way it comes in (the JSON call or the page's form post):
 * besides the per-IP limit, failures are counted per number from any IP (an unknown number counts
 * alike), and past that ceiling every try is answered 429, found or not (docs/behaviour.md). A
 * failed try is counted before its count is checked, by the lookup's own statement, so parallel
 * tries cannot all read a count under the ceiling; a verified try is not a failure and is not counted.
 */
@Injectable()
export class CertificateVerification {
  constructor(
    private readonly certificates: CertificatesService,
    private readonly ceiling: FailureCeiling,
  ) {}

  /** The certificate the number and date of birth name, or null; throws the 429 past the number's ceiling. */
  async verify(dto: VerifyCertificateDto, res: Response): Promise<VerifiedCertificate | null> {
    // One statement looks up and counts a failure; past the ceiling the lookup's result is never used.
    const { certificate, failures } = await this.certificates.verify(dto, this.ceiling.verifyCounter(dto.certificateNumber));
    this.ceiling.assertOpen(failures, res);
    return certificate;
  }
}
