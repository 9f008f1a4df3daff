import { AfterInsert, AfterLoad, AfterUpdate, Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Columns every managed record has. */
export abstract class BaseRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A record the public site shows when active, lower displayOrder first. */
export abstract class OrderedRecord extends BaseRecord {
  @Column({ name: 'display_order', type: 'integer', default: 0 })
  displayOrder: number;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;
}

/**
 * A record addressed by a natural key (a statistic's key, an about section, a setting's key)
 * rather than a uuid. Its answers repeat the key as `id`, the field react-admin addresses
 * records by, so the back office needs no translation.
 */
export abstract class KeyedRecord<K extends string = string> {
  /** Not a column: the key, copied in after every load and write. */
  id: K;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  protected abstract keyValue(): K;

  @AfterLoad()
  @AfterInsert()
  @AfterUpdate()
  protected exposeKeyAsId(): void {
    this.id = this.keyValue();
  }
}
