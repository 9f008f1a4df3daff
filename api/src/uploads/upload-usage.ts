import type { MediaUse } from '@institute/shared';
import type { EntityManager } from 'typeorm';

/** A record that holds an upload's URL (the shared JSON shape). */
export type UploadUser = MediaUse;

interface Source {
  resource: string;
  /** What the record is called in a message: `News`, `Team member`. */
  kind: string;
  table: string;
  /** SQL of the record's id (a uuid or a key) and of its name. */
  id: string;
  name: string;
  /** Every text column that holds, or may embed, an upload's URL: link columns and prose. */
  columns: readonly string[];
  /** Every jsonb column that may: lists of links (news images) and the Nepali texts (`translations`). */
  json?: readonly string[];
}

/**
 * Every column of the app that holds an upload URL (docs/api.md, Media library). A table that
 * gains an image, file or prose column adds it here; the media-library test checks each one.
 */
const SOURCES: readonly Source[] = [
  {
    resource: 'news',
    kind: 'News',
    table: 'news',
    id: 'id::text',
    name: 'title',
    columns: ['content', 'excerpt'],
    json: ['image_urls', 'translations'],
  },
  {
    resource: 'team',
    kind: 'Team member',
    table: 'team_members',
    id: 'id::text',
    name: 'name',
    columns: ['photo_url', 'bio'],
    json: ['translations'],
  },
  { resource: 'donors', kind: 'Donor', table: 'donors', id: 'id::text', name: 'name', columns: ['logo_url', 'description'] },
  {
    resource: 'programs',
    kind: 'Program',
    table: 'programs',
    id: 'id::text',
    name: 'title',
    columns: ['image_url', 'curriculum_file', 'noss_file', 'description', 'requirements'],
    json: ['translations'],
  },
  {
    resource: 'hero-slides',
    kind: 'Hero slide',
    table: 'hero_slides',
    id: 'id::text',
    name: 'title',
    columns: ['image', 'subtitle'],
    json: ['translations'],
  },
  {
    resource: 'training-openings',
    kind: 'Training opening',
    table: 'training_openings',
    id: 'id::text',
    name: 'title',
    columns: ['description'],
  },
  {
    resource: 'projects',
    kind: 'Project',
    table: 'projects',
    id: 'id::text',
    name: 'title',
    columns: ['image_url', 'description'],
    json: ['translations'],
  },
  {
    resource: 'downloads',
    kind: 'Download',
    table: 'downloads',
    id: 'id::text',
    name: 'title',
    columns: ['file_url', 'description'],
    json: ['translations'],
  },
  {
    resource: 'about',
    kind: 'About section',
    table: 'about_contents',
    id: 'section',
    name: 'title',
    columns: ['content'],
    json: ['translations'],
  },
  {
    resource: 'statistics',
    kind: 'Statistic',
    table: 'statistics',
    id: 'key',
    name: 'label',
    columns: ['description'],
    json: ['translations'],
  },
  {
    resource: 'site-settings',
    kind: 'Site setting',
    table: 'site_settings',
    id: 'key',
    name: 'key',
    columns: ['value'],
    json: ['translations'],
  },
  { resource: 'users', kind: 'User', table: 'users', id: 'id::text', name: 'username', columns: ['profile_image_url', 'bio'] },
];

/** A source's URL-holding columns as SQL text expressions. */
const texts = (s: Source) => [...s.columns, ...(s.json ?? []).map((c) => `${c}::text`)];

/**
 * One row per record, with every URL-holding column joined into one text. A record uses an
 * upload when that text contains `/uploads/<stored name>`: stored names are random uuids, so
 * the match is exact whether the record holds the path, an absolute URL or HTML embedding it.
 */
const RECORDS = SOURCES.map(
  (s) =>
    `SELECT '${s.resource}' AS resource, '${s.kind}' AS kind, ${s.id} AS record_id, ${s.name}::text AS name, ` +
    `concat_ws(' ', ${texts(s).join(', ')}) AS hay FROM ${s.table}`,
).join('\n UNION ALL ');

/**
 * Points every record that holds `/uploads/<from>` at `/uploads/<to>` instead, in each column of
 * SOURCES (whatever precedes the path, a site path, S3_PUBLIC_URL or HTML, is kept), and the
 * saved revisions too, so that a restore brings back the new URL (docs/api.md, Revisions). Run
 * inside the caller's transaction (uploads/media-backfill.ts); answers how many records changed.
 */
export async function moveUploadUrls(manager: EntityManager, from: string, to: string): Promise<number> {
  const [a, b] = [`/uploads/${from}`, `/uploads/${to}`];
  let records = 0;
  for (const s of SOURCES) {
    const sets = [
      ...s.columns.map((c) => `${c} = replace(${c}, $1, $2)`),
      ...(s.json ?? []).map((c) => `${c} = replace(${c}::text, $1, $2)::jsonb`),
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
       JOIN (${RECORDS}) r ON strpos(r.hay, '/uploads/' || u.stored_name) > 0
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
