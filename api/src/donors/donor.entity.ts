import { Column, Entity } from 'typeorm';
import { OrderedRecord } from '../common/base.entity';

@Entity('donors')
export class Donor extends OrderedRecord {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ name: 'logo_url', type: 'varchar', length: 2048, nullable: true })
  logoUrl: string | null;

  @Column({ name: 'website_url', type: 'varchar', length: 2048, nullable: true })
  websiteUrl: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;
}
