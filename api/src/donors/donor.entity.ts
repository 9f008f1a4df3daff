import { type DonorFields, LIMITS } from '@institute/shared';
import { Column, Entity } from 'typeorm';
import { type ExactFields, OrderedRecord } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

@Entity('donors')
@UsesUploads('donors', 'Donor', 'name')
export class Donor extends OrderedRecord implements ExactFields<DonorFields, Donor> {
  @Column({ type: 'varchar', length: LIMITS.name })
  name: string;

  @HoldsUploads()
  @Column({ name: 'logo_url', type: 'varchar', length: LIMITS.url, nullable: true })
  logoUrl: string | null;

  @Column({ name: 'website_url', type: 'varchar', length: LIMITS.url, nullable: true })
  websiteUrl: string | null;

  @HoldsUploads()
  @Column({ type: 'text', nullable: true })
  description: string | null;
}
