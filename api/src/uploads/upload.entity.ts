import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One uploaded file of the media library (docs/api.md, Media library). */
@Entity('uploads')
export class Upload {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Its path under DATA_DIR/uploads, e.g. `2026/11/<uuid>.png`; the URL is `/uploads/<storedName>`. */
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

  /** Null for a file found in the folder (stored before the library existed) or whose uploader was deleted. */
  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
