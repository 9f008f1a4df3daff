import { type DownloadCategory, type DownloadFields, LIMITS, type Translations } from '@institute/shared';
import { TranslationsColumn } from '../common/translations';
import { Column, Entity } from 'typeorm';
import { BaseRecord, type ExactFields } from '../common/base.entity';
import { HoldsUploads, UsesUploads } from '../common/upload-links';

@Entity('downloads')
@UsesUploads('downloads', 'Download', 'title')
export class Download extends BaseRecord implements ExactFields<DownloadFields, Download> {
  @Column({ type: 'varchar', length: LIMITS.title })
  title: string;

  @HoldsUploads()
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 20 })
  category: DownloadCategory;

  @HoldsUploads()
  @Column({ name: 'file_url', type: 'varchar', length: LIMITS.url })
  fileUrl: string;

  @Column({ name: 'file_name', type: 'varchar', length: LIMITS.url })
  fileName: string;

  /** Bytes. pg hands bigint over as text; sizes stay far below 2^53, so a JSON number is exact. */
  @Column({
    name: 'file_size',
    type: 'bigint',
    default: 0,
    transformer: { to: (value: unknown) => value, from: (value: string | null) => (value === null ? null : Number(value)) },
  })
  fileSize: number;

  /** Counted by the public read (DownloadsService.countDownload); no admin body writes it. */
  @Column({ name: 'download_count', type: 'integer', default: 0 })
  downloadCount: number;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** The signed-in user who added it; cleared when that user is deleted. */
  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedBy: string | null;

  @HoldsUploads()
  @TranslationsColumn()
  translations: Translations;
}
