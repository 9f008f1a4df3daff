import { EMAIL_MAX, LIMITS, type TeamMemberFields, type Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity } from 'typeorm';
import { type ExactFields, OrderedRecord } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

@Entity('team_members')
@UsesUploads('team', 'Team member', 'name')
export class TeamMember extends OrderedRecord implements ExactFields<TeamMemberFields, TeamMember> {
  @Column({ type: 'varchar', length: LIMITS.name })
  name: string;

  @Column({ type: 'varchar', length: LIMITS.name })
  position: string;

  @Column({ type: 'varchar', length: LIMITS.name, nullable: true })
  qualification: string | null;

  @Column({ type: 'varchar', length: EMAIL_MAX, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: LIMITS.phone, nullable: true })
  phone: string | null;

  @HoldsUploads()
  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @HoldsUploads()
  @Column({ name: 'photo_url', type: 'varchar', length: LIMITS.url, nullable: true })
  photoUrl: string | null;

  @Column({ name: 'linkedin_url', type: 'varchar', length: LIMITS.url, nullable: true })
  linkedinUrl: string | null;

  @HoldsUploads()
  @TranslationsColumn()
  translations: Translations;
}
