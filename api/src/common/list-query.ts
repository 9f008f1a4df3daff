import { BadRequestException } from '@nestjs/common';
import { ADMIN_LIST_ORDER, GENERIC_MESSAGES, type AdminResource, type ListOrder, type SortOrder } from '@institute/shared';
import type { Response } from 'express';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { isUuid } from './id';
import { isStorable } from './storable';

/** What a resource allows its list to be sorted, searched and filtered by (entity property names). */
export interface ListSpec {
  /** Name in `Content-Range: <resource> start-end/total`. */
  resource: string;
  sortable: readonly string[];
  /** Text columns searched, case-insensitively, by `filter={"q": "..."}`. */
  searchable: readonly string[];
  /** Columns matched exactly by `filter={"field": value}` (an array value matches any of its items). */
  filterable: readonly string[];
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
  return { resource, defaultSort: ADMIN_LIST_ORDER[resource], ...fields };
}

/** `text` as a LIKE pattern that matches it literally (backslash is PostgreSQL's default escape). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

export interface ListQuery {
  sort?: [string, SortOrder];
  range?: [number, number];
  q?: string;
  filters: Record<string, unknown>;
}

export interface ListPage<T> {
  items: T[];
  total: number;
  start: number;
  end: number;
}

const MAX_PAGE = 1000;
/** The furthest row a list reads from: beyond it a number is no longer one PostgreSQL takes as an offset. */
const MAX_OFFSET = 1_000_000_000;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new BadRequestException(`${name} must be given once, as JSON`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} is not valid JSON`);
  }
  // A JSON escape can spell what the URL check (common/storable.ts) cannot see: "\u0000".
  if (!isStorable(value)) throw new BadRequestException(GENERIC_MESSAGES.unstorable);
  return value;
}

/** Reads a `sort=["field","ASC"]` parameter: only a field `spec.sortable` lists (400 otherwise). */
export function parseSort(raw: unknown, spec: ListSpec): ListQuery['sort'] {
  const sort = parseJson('sort', raw);
  if (sort === undefined) return undefined;
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw new BadRequestException('sort must be ["field","ASC"] or ["field","DESC"]');
  }
  // `id` is react-admin's default sort: the record's uuid, or its key (spec.idField).
  if (sort[0] !== 'id' && !spec.sortable.includes(sort[0])) throw new BadRequestException(`Cannot sort by ${sort[0]}`);
  return [sort[0], String(sort[1]).toUpperCase() as SortOrder];
}

/** Reads ra-data-simple-rest's `sort`, `range` and `filter` parameters; anything malformed is a 400. The list and its export share it. */
export function parseListQuery(query: Record<string, unknown>, spec: ListSpec): ListQuery {
  const out: ListQuery = { filters: {} };
  const sort = parseSort(query.sort, spec);
  if (sort) out.sort = sort;
  const range = parseJson('range', query.range);
  if (range !== undefined) {
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_OFFSET) ||
      range[1] < range[0]
    ) {
      throw new BadRequestException(`range must be [start,end] with 0 <= start <= end <= ${MAX_OFFSET}`);
    }
    out.range = [range[0], Math.min(range[1], range[0] + MAX_PAGE - 1)];
  }
  const filter = parseJson('filter', query.filter);
  if (filter !== undefined) {
    if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw new BadRequestException('filter must be a JSON object');
    for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
      if (key === 'q') {
        if (typeof value !== 'string') throw new BadRequestException('filter.q must be text');
        if (value.trim()) out.q = value.trim().slice(0, 200);
      } else if (key === 'id' || spec.filterable.includes(key)) {
        const ok = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);
        if (!(ok(value) || (Array.isArray(value) && value.length <= MAX_PAGE && value.every(ok)))) {
          throw new BadRequestException(`filter.${key} must be a value or a list of values`);
        }
        out.filters[key] = value;
      } else {
        throw new BadRequestException(`Cannot filter by ${key}`);
      }
    }
  }
  return out;
}

/** Applies a parsed list query's filters, search and order (not its range) to a query builder: the list and its export share it. */
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

/** Applies a parsed list query to a query builder and runs it: one query for the page, one for the count. */
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
function setContentRange(res: Response, spec: ListSpec, page: ListPage<unknown>): void {
  res.setHeader('Content-Range', `${spec.resource} ${page.start}-${page.end}/${page.total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}

/** What an admin list answer reads from: a CrudService, or the users. */
export interface Listable<T> {
  readonly spec: ListSpec;
  list(query: ListQuery): Promise<ListPage<T>>;
}

/** An admin list answer: the page of records asked for, with its Content-Range header. */
export async function listAnswer<T>(source: Listable<T>, query: Record<string, unknown>, res: Response): Promise<T[]> {
  const page = await source.list(parseListQuery(query, source.spec));
  setContentRange(res, source.spec, page);
  return page.items;
}
