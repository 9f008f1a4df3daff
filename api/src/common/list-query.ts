import { ADMIN_LIST_ORDER, type AdminResource, type ListOrder, type SortOrder } from '@institute/shared';
import type { Response } from 'express';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { isUuid } from './id';

/** What a resource allows its list to be sorted, searched and filtered by (entity property names). */
export interface ListSpec {
  /** Name in `Content-Range: <resource> start-end/total`. */
  resource: string;
  sortable: readonly string[];
  /** Text columns searched, case-insensitively, by `filter={"q": "..."}`. */
  searchable: readonly string[];
  /** Columns matched exactly by `filter={"field": value}` (an array value matches any of its items). */
  filterable: readonly string[];
  /** Date columns bounded by `filter={"<field>_gte": date, "<field>_lte": date}` (inclusive; a bare date as `_lte` is the end of that day). */
  dateBounds?: readonly string[];
  /** The order when no column is chosen, and the tie-break after a chosen one. */
  defaultSort: ListOrder;
  /**
   * The property react-admin calls `id` (default 'id', a uuid): keyed records such as
   * statistics use their key, so `filter={"id":[...]}` and the tie-break order use it.
   */
  idField?: string;
}

/** The list spec of a back-office list; its default order is libs ADMIN_LIST_ORDER's, which the back office reads too. */
export function adminListSpec(resource: AdminResource, fields: Omit<ListSpec, 'resource' | 'defaultSort'>): ListSpec {
  return listSpec({ resource, defaultSort: ADMIN_LIST_ORDER[resource], ...fields });
}

/** `text` as a LIKE pattern that matches it literally (backslash is PostgreSQL's default escape). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

/** A checked list query (common/dto/list-query.dto.ts ListQueryDto.list()), as the services run it. */
export interface ListQuery {
  sort?: [string, SortOrder];
  range?: [number, number];
  q?: string;
  filters: Record<string, unknown>;
  /** Date bounds: the column, `>=` or `<=`, the date. */
  bounds?: [string, '>=' | '<=', string][];
}

export interface ListPage<T> {
  items: T[];
  total: number;
  start: number;
  end: number;
}

/** The most rows a list answers at once. */
export const MAX_PAGE = 1000;
/** The furthest row a list reads from: beyond it a number is no longer one PostgreSQL takes as an offset. */
export const MAX_OFFSET = 1_000_000_000;
/** The longest search text used (`filter.q`); the rest is ignored. */
export const MAX_SEARCH = 200;

const LIST_SPECS = new Map<string, ListSpec>();

/**
 * States a list's spec: its query's checks (common/dto/list-query.dto.ts ListQueryFor) read it
 * by its resource name. adminListSpec states each spec it makes, and CrudService states its
 * service's final spec (whitelists a service adds to an adminListSpec or orderedSpec included).
 */
export function listSpec(spec: ListSpec): ListSpec {
  LIST_SPECS.set(spec.resource, spec);
  return spec;
}

/** The ListSpec stated for `resource` (listSpec; docs/api.md, Admin lists); none is a bug, as a list without one has nothing to check against. */
export function listSpecOf(resource: string): ListSpec {
  const spec = LIST_SPECS.get(resource);
  if (!spec) throw new Error(`No list spec states the list ${resource}`);
  return spec;
}

/** Applies a checked list query's filters, search and order (not its range) to a query builder: the list and its export share it. */
export function applyListQuery<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, list: ListQuery, spec: ListSpec): SelectQueryBuilder<T> {
  const alias = qb.alias;
  const idField = spec.idField ?? 'id';
  const col = (field: string) => `${alias}.${field === 'id' ? idField : field}`;
  let p = 0;
  for (const [field, value] of Object.entries(list.filters)) {
    const values = Array.isArray(value) ? value : [value];
    // A malformed uuid can match nothing; asking PostgreSQL would be a cast error.
    const usable = field === 'id' && idField === 'id' ? values.filter(isUuid) : values;
    if (usable.length === 0) {
      qb.andWhere('1 = 0');
      continue;
    }
    qb.andWhere(`${col(field)} IN (:...f${p})`, { [`f${p}`]: usable });
    p++;
  }
  for (const [field, op, value] of list.bounds ?? []) {
    qb.andWhere(`${col(field)} ${op} :f${p}`, { [`f${p}`]: value });
    p++;
  }
  if (list.q && spec.searchable.length) {
    const pattern = `%${likeEscape(list.q)}%`;
    qb.andWhere(
      new Brackets((w) => {
        for (const field of spec.searchable) w.orWhere(`${col(field)} ILIKE :q`, { q: pattern });
      }),
    );
  }
  const sort = list.sort && ([list.sort[0] === 'id' ? idField : list.sort[0], list.sort[1]] as const);
  const order = sort ? [sort, ...spec.defaultSort.filter(([f]) => f !== sort[0])] : spec.defaultSort;
  order.forEach(([field, dir], i) => (i === 0 ? qb.orderBy(col(field), dir) : qb.addOrderBy(col(field), dir)));
  if (!order.some(([f]) => f === 'id' || f === idField)) qb.addOrderBy(col('id'), 'ASC');
  return qb;
}

/** Applies a checked list query to a query builder and runs it: one query for the page, one for the count. */
export async function runListQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  list: ListQuery,
  spec: ListSpec,
): Promise<ListPage<T>> {
  applyListQuery(qb, list, spec);
  if (list.range) qb.skip(list.range[0]).take(list.range[1] - list.range[0] + 1);
  const [items, total] = await qb.getManyAndCount();
  const start = list.range ? list.range[0] : 0;
  return { items, total, start, end: items.length ? start + items.length - 1 : start };
}

/** `Content-Range: users 0-24/319`, which ra-data-simple-rest reads the total from. */
function setContentRange(res: Response, resource: string, page: ListPage<unknown>): void {
  res.setHeader('Content-Range', `${resource} ${page.start}-${page.end}/${page.total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}

/** What an admin list answer reads from: a CrudService, or the users. */
export interface Listable<T> {
  readonly spec: ListSpec;
  list(query: ListQuery): Promise<ListPage<T>>;
}

/** An admin list answer: the page of records asked for, with its Content-Range header. */
export async function listAnswer<T>(source: Listable<T>, query: { list(): ListQuery }, res: Response): Promise<T[]> {
  const page = await source.list(query.list());
  setContentRange(res, source.spec.resource, page);
  return page.items;
}

/** An admin list of records read whole, in their order (the backups): the page the query asks for, with its Content-Range. */
export function listAnswerOf<T>(resource: string, items: T[], query: ListQuery, res: Response): T[] {
  const [start, end] = query.range ?? [0, Math.max(0, items.length - 1)];
  const page = items.slice(start, end + 1);
  setContentRange(res, resource, { items: page, total: items.length, start, end: page.length ? start + page.length - 1 : start });
  return page;
}
