import type { MediaState, UploadFields, VariantType } from '@institute/shared';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ExactFields } from '../common/base.entity';

/** One variant of an image as the row keeps it: its key in the store (the URL depends on the store's configuration). */
export interface StoredVariant {
  key: string;
  width: number;
  height: number;
  type: VariantType;
}

/**
 * One uploaded file of the media library (docs/api.md, Media library). Its answer (libs MediaItem)
 * gives the key in the store as a URL, the size in pixels and the variants in their own form, and
 * the state as `state`; the claim is never answered.
 */
@Entity('uploads')
export class Upload implements ExactFields<
  UploadFields,
  Upload,
  'storedName' | 'width' | 'height' | 'variants' | 'mediaState' | 'mediaClaimedAt'
> {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Its key in the store, e.g. `2026/11/<uuid>.png` (under DATA_DIR/uploads, or `uploads/` in the bucket); the URL ends in `/uploads/<storedName>`. */
  @Column({ name: 'stored_name', type: 'varchar', length: 300 })
  storedName: string;

  /** The client's name for it, made safe (libs safeFileName). */
  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName: string;

  /** From the content, never from the name or the client's claim. */
  @Column({ name: 'mime_type', type: 'varchar', length: 100 })
  mimeType: string;

  /** Bytes. pg hands bigint over as text; sizes stay far below 2^53. */
  @Column({
    type: 'bigint',
    transformer: { to: (value: unknown) => value, from: (value: string | null) => (value === null ? null : Number(value)) },
  })
  size: number;

  /** An image's real size in pixels once cleaned; null for a PDF or an image not cleaned yet. */
  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  variants: StoredVariant[];

  /** Only a `done` file is served (uploads/servable-media.ts). */
  @Column({ name: 'media_state', type: 'varchar', length: 10, default: 'pending' })
  mediaState: MediaState;

  /** When a process took the row to clean it; a claim older than the backfill's timeout may be taken again. */
  @Column({ name: 'media_claimed_at', type: 'timestamptz', nullable: true })
  mediaClaimedAt: Date | null;

  /** Null for a file found in the folder (stored before the library existed) or whose uploader was deleted. */
  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
