import { type Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { GENERIC_MESSAGES, type SortOrder } from '@institute/shared';
import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationArguments } from 'class-validator';
import { type ListQuery, type ListSpec, listSpecOf, MAX_OFFSET, MAX_PAGE, MAX_SEARCH } from '../list-query';
import { isStorable } from '../storable';

const LIST_RESOURCE = Symbol('institute:list-resource');

/** The ListSpec (docs/api.md, Admin lists) of the list whose query `dto` is (ListQueryFor). */
const specOf = (dto: object): ListSpec => listSpecOf(Reflect.getMetadata(LIST_RESOURCE, dto.constructor));

/** A JSON parameter that could not be read, and why: its check answers the message. */
class Unreadable {
  constructor(readonly message: string) {}
}

/** A JSON parameter as sent: its value, or why it is not one; '' counts as not sent. */
function readJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') return new Unreadable(`${name} must be given once, as JSON`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return new Unreadable(`${name} is not valid JSON`);
  }
  // A JSON escape can spell what the URL check (common/storable.ts) cannot see: "\u0000".
  return isStorable(value) ? value : new Unreadable(GENERIC_MESSAGES.unstorable);
}

const ORDERS: readonly string[] = ['ASC', 'DESC'];
const isSort = (value: unknown): value is [string, string] =>
  Array.isArray(value) && typeof value[0] === 'string' && ORDERS.includes(String(value[1]).toUpperCase());
const isRange = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_OFFSET) &&
  value[1] >= value[0];
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);
/** `<field>_gte` / `<field>_lte` of a field the list bounds by date (ListSpec.dateBounds). */
const DATE_BOUND = /^(.+)_(gte|lte)$/;

/** The refusal of a `sort` parameter, or null. `id` is react-admin's default sort: the record's uuid, or its key. */
function sortProblem(sort: unknown, spec: ListSpec): string | null {
  if (!isSort(sort)) return 'sort must be ["field","ASC"] or ["field","DESC"]';
  return sort[0] === 'id' || spec.sortable.includes(sort[0]) ? null : `Cannot sort by ${sort[0]}`;
}

function rangeProblem(range: unknown): string | null {
  return isRange(range) ? null : `range must be [start,end] with 0 <= start <= end <= ${MAX_OFFSET}`;
}

/** The refusal of a `filter` parameter, or null: only `q`, `id`, the filterable fields and the date bounds. */
function filterProblem(filter: unknown, spec: ListSpec): string | null {
  if (!isObject(filter)) return 'filter must be a JSON object';
  for (const [key, value] of Object.entries(filter)) {
    const bound = DATE_BOUND.exec(key);
    if (key === 'q') {
      if (typeof value !== 'string') return 'filter.q must be text';
    } else if (key === 'id' || spec.filterable.includes(key)) {
      if (!(isScalar(value) || (Array.isArray(value) && value.length <= MAX_PAGE && value.every(isScalar)))) {
        return `filter.${key} must be a value or a list of values`;
      }
    } else if (bound && spec.dateBounds?.includes(bound[1])) {
      if (value !== '' && value !== null && (typeof value !== 'string' || Number.isNaN(Date.parse(value))))
        return `filter.${key} must be a date`;
    } else {
      return `Cannot filter by ${key}`;
    }
  }
  return null;
}

/**
 * A JSON parameter of a list: read by class-transformer, then checked by `problem` against
 * the list's spec (its whitelists), the refusal naming the parameter.
 */
function JsonParam(name: string, problem: (value: unknown, spec: ListSpec) => string | null): PropertyDecorator {
  const refusal = (value: unknown, args: ValidationArguments): string | null => {
    if (value === undefined) return null;
    if (value instanceof Unreadable) return value.message;
    return problem(value, specOf(args.object));
  };
  return (target, key) => {
    Transform(({ value }) => readJson(name, value))(target, key);
    registerDecorator({
      name: `list${name}`,
      target: target.constructor,
      propertyName: key as string,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => refusal(value, args) === null,
        defaultMessage: (args: ValidationArguments) => refusal(args.value, args) ?? '',
      },
    });
  };
}

/**
 * ra-data-simple-rest's list parameters (docs/api.md, Admin lists), JSON each, checked by the
 * global pipe against the list's ListSpec: a list's own class is ListQueryFor(resource). The
 * list and its export share it; `list()` is the query the services run.
 */
export class ListQueryDto {
  /** A sortable field and its order, as JSON */
  @JsonParam('sort', sortProblem)
  @ApiProperty({ type: String, required: false, example: '["createdAt","DESC"]' })
  sort?: [string, string];

  /** Inclusive [start,end], at most 1,000 rows */
  @JsonParam('range', rangeProblem)
  @ApiProperty({ type: String, required: false, example: '[0,24]' })
  range?: [number, number];

  /** JSON: `q` searches the text columns, `id` one id or a list, each filterable field an exact value or a list */
  @JsonParam('filter', filterProblem)
  @ApiProperty({ type: String, required: false, example: '{"q":"electrician"}' })
  filter?: object;

  /** The checked parameters as the services take them: the order in capitals, the page within 1,000 rows, the search trimmed. */
  list(): ListQuery {
    const spec = specOf(this);
    const out: ListQuery = { filters: {} };
    if (this.sort) out.sort = [this.sort[0], this.sort[1].toUpperCase() as SortOrder];
    if (this.range) out.range = [this.range[0], Math.min(this.range[1], this.range[0] + MAX_PAGE - 1)];
    for (const [key, value] of Object.entries(this.filter ?? {}) as [string, unknown][]) {
      if (key === 'q') {
        const q = (value as string).trim().slice(0, MAX_SEARCH);
        if (q) out.q = q;
      } else if (key === 'id' || spec.filterable.includes(key)) {
        out.filters[key] = value;
      } else if (value !== '' && value !== null) {
        // A date bound (filterProblem let no other key through); a bare date as `_lte` is the end of that day.
        const [, field, side] = DATE_BOUND.exec(key)!;
        const text = value as string;
        const to = side === 'lte' && /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T23:59:59.999Z` : text;
        (out.bounds ??= []).push([field, side === 'gte' ? '>=' : '<=', to]);
      }
    }
    return out;
  }
}

const LIST_QUERIES = new Map<string, Type<ListQueryDto>>();

/**
 * The list query of one list, by its ListSpec's resource name: its checks read that spec
 * (list-query.ts listSpecOf), which the list's service states. One class a list, so a
 * controller names it as its parameter's type: `@Query() query: NewsListQuery`.
 */
export function ListQueryFor(resource: string): Type<ListQueryDto> {
  let type = LIST_QUERIES.get(resource);
  if (!type) {
    type = class extends ListQueryDto {};
    Reflect.defineMetadata(LIST_RESOURCE, resource, type);
    LIST_QUERIES.set(resource, type);
  }
  return type;
}
