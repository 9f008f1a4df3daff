import { AfterInsert, AfterLoad, AfterUpdate, Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The names of E's fields, not its methods. */
type FieldNames<E> = { [K in keyof E]-?: E[K] extends (...args: never[]) => unknown ? never : K }[keyof E];

/**
 * What an entity implements (docs/architecture.md, Shared code): libs' fields type `F` of its
 * record, exactly: every field of `F` with the same type, and no other field but `Unanswered`,
 * the columns no answer carries as they are held (a password hash, a date of birth). A field
 * renamed, added, dropped or retyped on one side only fails the build: a field of `F` the entity
 * lacks is missing, one whose type differs must be `never`, and so must an extra field.
 */
export type ExactFields<F, E, Unanswered extends keyof E = never> = {
  [K in keyof F]: K extends keyof E ? ([F[K]] extends [E[K]] ? F[K] : never) : F[K];
} & { [K in Exclude<FieldNames<E>, keyof F | Unanswered>]: never };

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
