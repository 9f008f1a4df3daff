import type { Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity } from 'typeorm';
import { OrderedRecord } from '../common/base.entity';

@Entity('team_members')
export class TeamMember extends OrderedRecord {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  position: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  qualification: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ name: 'photo_url', type: 'varchar', length: 2048, nullable: true })
  photoUrl: string | null;

  @Column({ name: 'linkedin_url', type: 'varchar', length: 2048, nullable: true })
  linkedinUrl: string | null;

  @TranslationsColumn()
  translations: Translations;
}
