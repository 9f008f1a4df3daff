import { LIMITS, type StatisticFields, type Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { type ExactFields, KeyedRecord } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

/** A home-page figure, addressed by its key (PUT /api/admin/statistics/{key}). */
@Entity('statistics')
@UsesUploads('statistics', 'Statistic', 'label')
export class Statistic extends KeyedRecord implements ExactFields<StatisticFields, Statistic> {
  @PrimaryColumn({ type: 'varchar', length: LIMITS.short })
  key: string;

  /** Text as shown, e.g. '15,420' or '500+'; the public counter reads its digits. */
  @Column({ type: 'varchar', length: LIMITS.short })
  value: string;

  @Column({ type: 'varchar', length: LIMITS.name })
  label: string;

  @HoldsUploads()
  @Column({ type: 'text', nullable: true })
  description: string | null;

  protected keyValue(): string {
    return this.key;
  }

  @HoldsUploads()
  @TranslationsColumn()
  translations: Translations;
}
