import type { MediaUse } from '@institute/shared';
import type { DataSource, EntityManager, EntityMetadata } from 'typeorm';
import { HOLDS_UPLOADS, USES_UPLOADS, type UploadUse } from '../common/upload-links';

/** A record that holds an upload's URL (the shared JSON shape). */
export type UploadUser = MediaUse;

interface Source extends Omit<UploadUse, 'name'> {
  table: string;
  /** SQL of the record's id (a uuid or a key) as text. */
  id: string;
  /** The column that names a record. */
  name: string;
  /** The text columns that hold uploads. */
  columns: readonly string[];
  /** The jsonb columns that do: lists of links (news images) and the Nepali texts. */
  json: readonly string[];
}

/** The source of one entity, read from its decorators and TypeORM's metadata; null when it uses no uploads. */
function sourceOf(entity: EntityMetadata, quote: (name: string) => string): Source | null {
  const target = entity.target;
  if (typeof target !== 'function') return null;
  const use: UploadUse | undefined = Reflect.getMetadata(USES_UPLOADS, target);
  const held = entity.columns.filter((c) => Reflect.getMetadata(HOLDS_UPLOADS, target.prototype, c.propertyName) === true);
  if (!use) {
    if (held.length) throw new Error(`${entity.name} has @HoldsUploads() columns but no @UsesUploads()`);
    return null;
  }
  const name = entity.findColumnWithPropertyName(use.name);
  const [key] = entity.primaryColumns;
  if (!name || !key || !held.length)
    throw new Error(`${entity.name}: @UsesUploads() needs a named column, a primary key and @HoldsUploads() columns`);
  const names = (jsonb: boolean) => held.filter((c) => (c.type === 'jsonb') === jsonb).map((c) => quote(c.databaseName));
  return {
    ...use,
    table: quote(entity.tableName),
    id: `${quote(key.databaseName)}::text`,
    name: quote(name.databaseName),
    columns: names(false),
    json: names(true),
  };
}

const sourcesOf = new WeakMap<DataSource, readonly Source[]>();

/**
 * Every entity whose columns may hold an upload URL, with those columns (docs/api.md, Media
 * library), read from the entities once per data source; the media-library test checks each one.
 */
function sources(manager: EntityManager): readonly Source[] {
  const data = manager.dataSource;
  let found = sourcesOf.get(data);
  if (!found) {
    const quote = (name: string) => data.driver.escape(name);
    found = data.entityMetadatas.map((e) => sourceOf(e, quote)).filter((s): s is Source => s !== null);
    sourcesOf.set(data, found);
  }
  return found;
}

/** A source's URL-holding columns as SQL text expressions. */
const texts = (s: Source) => [...s.columns, ...s.json.map((c) => `${c}::text`)];

/**
 * One row per record, with every URL-holding column joined into one text. A record uses an
 * upload when that text contains `/uploads/<stored name>`: stored names are random uuids, so
 * the match is exact whether the record holds the path, an absolute URL or HTML embedding it.
 */
const recordsQuery = (from: readonly Source[]) =>
  from
    .map(
      (s) =>
        `SELECT '${s.resource}' AS resource, '${s.kind}' AS kind, ${s.id} AS record_id, ${s.name}::text AS name, ` +
        `concat_ws(' ', ${texts(s).join(', ')}) AS hay FROM ${s.table}`,
    )
    .join('\n UNION ALL ');

/**
 * Points every record that holds `/uploads/<from>` at `/uploads/<to>` instead, in each column that
 * holds uploads (whatever precedes the path, a site path, S3_PUBLIC_URL or HTML, is kept), and the
 * saved revisions too, so that a restore brings back the new URL (docs/api.md, Revisions). Run
 * inside the caller's transaction (uploads/media-backfill.ts); answers how many records changed.
 */
export async function moveUploadUrls(manager: EntityManager, from: string, to: string): Promise<number> {
  const [a, b] = [`/uploads/${from}`, `/uploads/${to}`];
  let records = 0;
  for (const s of sources(manager)) {
    const sets = [
      ...s.columns.map((c) => `${c} = replace(${c}, $1, $2)`),
      ...s.json.map((c) => `${c} = replace(${c}::text, $1, $2)::jsonb`),
    ];
    const result: [unknown[], number] = await manager.query(
      `UPDATE ${s.table} SET ${sets.join(', ')} WHERE strpos(concat_ws(' ', ${texts(s).join(', ')}), $1) > 0`,
      [a, b],
    );
    records += result[1];
  }
  await manager.query(`UPDATE revisions SET data = replace(data::text, $1, $2)::jsonb WHERE strpos(data::text, $1) > 0`, [a, b]);
  return records;
}

/** The records using each of the given uploads (by upload id), in a stable order; an unused upload has no entry. */
export async function uploadUsers(manager: EntityManager, ids: readonly string[]): Promise<Map<string, UploadUser[]>> {
  const out = new Map<string, UploadUser[]>();
  if (!ids.length) return out;
  const rows: { upload_id: string; resource: string; kind: string; record_id: string; name: string }[] = await manager.query(
    `SELECT u.id AS upload_id, r.resource, r.kind, r.record_id, r.name
       FROM uploads u
       JOIN (${recordsQuery(sources(manager))}) r ON strpos(r.hay, '/uploads/' || u.stored_name) > 0
      WHERE u.id = ANY($1::uuid[])
      ORDER BY r.kind, r.name, r.record_id`,
    [ids],
  );
  for (const row of rows) {
    const list = out.get(row.upload_id) ?? [];
    list.push({ resource: row.resource, id: row.record_id, label: `${row.kind} '${row.name}'` });
    out.set(row.upload_id, list);
  }
  return out;
}
