import { NotFoundException } from '@nestjs/common';
import { REVISION_MESSAGES, type Revision as RevisionAnswer, type RevisionedResource } from '@institute/shared';
import type { Type } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ListPage, type ListQuery, type ListSpec, listSpec } from './list-query';
import { translationsAsIn } from './translations';

/** Revisions kept per record: writing the 51st deletes the oldest. */
const REVISIONS_KEPT = 50;

export type RevisionAction = RevisionAnswer['action'];

/** A stored revision: the answer's shape (libs), its time as read from the database. */
export type Revision = Omit<RevisionAnswer, 'createdAt'> & { createdAt: Date };

/** The list's parameters: only `range` (ra-data-simple-rest); the answer's Content-Range names `revisions`. */
export const REVISION_LIST: ListSpec = listSpec({
  resource: 'revisions',
  sortable: [],
  searchable: [],
  filterable: [],
  defaultSort: [],
});

const COLUMNS = `id, record_id AS "recordId", action, created_at AS "createdAt", user_id AS "userId", username, data, restored_from AS "restoredFrom"`;
/** Newest first; ties (one transaction) in the order written. */
const NEWEST_FIRST = `ORDER BY created_at DESC, seq DESC`;

/** Writes a revision in the write's own transaction, then keeps only the newest REVISIONS_KEPT of the record. */
export async function recordRevision(
  em: EntityManager,
  entry: {
    resource: RevisionedResource;
    recordId: string;
    action: RevisionAction;
    data: unknown;
    user?: Pick<Express.User, 'id' | 'username'>;
    restoredFrom?: string;
  },
): Promise<void> {
  await em.query(
    `INSERT INTO revisions (resource, record_id, action, data, user_id, username, restored_from) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.resource,
      entry.recordId,
      entry.action,
      JSON.stringify(entry.data),
      entry.user?.id ?? null,
      entry.user?.username ?? null,
      entry.restoredFrom ?? null,
    ],
  );
  await em.query(
    `DELETE FROM revisions WHERE id IN (
       SELECT id FROM revisions WHERE resource = $1 AND record_id = $2 ${NEWEST_FIRST} OFFSET $3)`,
    [entry.resource, entry.recordId, REVISIONS_KEPT],
  );
}

export async function deleteRevisions(em: EntityManager, resource: RevisionedResource, recordId: string): Promise<void> {
  await em.query(`DELETE FROM revisions WHERE resource = $1 AND record_id = $2`, [resource, recordId]);
}

export async function revisionPage(
  em: EntityManager,
  resource: RevisionedResource,
  recordId: string,
  list: ListQuery,
): Promise<ListPage<Revision>> {
  const [start, end] = list.range ?? [0, null];
  const items: Revision[] = await em.query(
    `SELECT ${COLUMNS} FROM revisions WHERE resource = $1 AND record_id = $2 ${NEWEST_FIRST} OFFSET $3 LIMIT $4`,
    [resource, recordId, start, end === null ? null : end - start + 1],
  );
  const [{ total }]: { total: number }[] = await em.query(
    `SELECT count(*)::int AS total FROM revisions WHERE resource = $1 AND record_id = $2`,
    [resource, recordId],
  );
  return { items, total, start, end: items.length ? start + items.length - 1 : start };
}

/** One revision of the record; 404 for an unknown id or one of another record. */
export async function findRevision(
  em: EntityManager,
  resource: RevisionedResource,
  recordId: string,
  revisionId: string,
): Promise<Revision> {
  const [row]: Revision[] = await em.query(`SELECT ${COLUMNS} FROM revisions WHERE resource = $1 AND record_id = $2 AND id::text = $3`, [
    resource,
    recordId,
    revisionId,
  ]);
  if (!row) throw new NotFoundException(REVISION_MESSAGES.notFound);
  return row;
}

/** Stamps a restore leaves as they are: they record when something was first published. */
const KEPT_ON_RESTORE = new Set(['publishedAt']);

/**
 * The body a restore writes (docs/api.md, Revisions): the snapshot less the stamps a restore keeps,
 * for the PUT's body pipe, whose whitelist keeps only the DTO's fields (so no id, creation date,
 * author or counter). The Nepali texts are written back as they were: a field translated after
 * the revision is removed.
 */
export function restorableFields(data: Record<string, unknown>, dto: Type<object>): Record<string, unknown> {
  const body = Object.fromEntries(Object.entries(data).filter(([key]) => !KEPT_ON_RESTORE.has(key)));
  const translations = translationsAsIn(dto, data);
  return translations ? { ...body, translations } : body;
}
