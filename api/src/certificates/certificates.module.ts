import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Certificate } from './certificate.entity';
import { CertificatesAdminController, CertificatesPublicController } from './certificates.controller';
import { CertificatesService } from './certificates.service';

@Module({
  imports: [TypeOrmModule.forFeature([Certificate])],
  controllers: [CertificatesAdminController, CertificatesPublicController],
  providers: [CertificatesService],
})
export class CertificatesModule {}
