import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Certificate } from './certificate.entity';
import { CertificatesAdminController, CertificatesPublicController } from './certificates.controller';
import { CertificatesService } from './certificates.service';
import { CertificateVerification } from './certificate-verification';

@Module({
  imports: [TypeOrmModule.forFeature([Certificate])],
  controllers: [CertificatesAdminController, CertificatesPublicController],
  providers: [CertificatesService, CertificateVerification],
  exports: [CertificateVerification],
})
export class CertificatesModule {}
