import {
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type AdminResource,
  type Locale,
  localize,
  mergeTranslations,
  RESOURCE_AREAS,
  TRANSLATABLE,
  type Translations,
} from '@institute/shared';
import type { Request, Response } from 'express';
import type { DeepPartial, FindOptionsOrder, FindOptionsWhere, Repository, SelectQueryBuilder } from 'typeorm';
import type { OrderedRecord } from './base.entity';
import { UuidParam } from './id';
import { adminListSpec, listAnswer, type ListPage, type ListQuery, type ListSpec, runListQuery } from './list-query';
import { currentUser, Rights } from './rights';
import { PublicCache } from '../cache/public-cache.decorator';
import { PartialBody } from './validation';
import { localeQuery } from './translations';
import { ApiAdminList, ApiErrors } from '../openapi/openapi';
import type { User } from '../users/user.entity';

type Row = { id: string };

/** The body of a write, whose `translations` (when sent) are merged into the stored ones. */
type Body = { translations?: Translations };

/** Plumbing every managed entity shares: admin list/get/create/update/delete and the public list. */
export class CrudService<T extends Row> {
  constructor(
    protected readonly repo: Repository<T>,
    readonly spec: ListSpec & {
      /** Said in the 404 answer, e.g. 'Team member not found'. */
      notFound: string;
      /** What the public may see, in the public order; unset: nothing is public. */
      publicWhere?: FindOptionsWhere<T>;
      /** Staff-only columns left out of public answers (who uploaded or created a record). */
      publicOmit?: readonly string[];
      publicOrder?: FindOptionsOrder<T>;
      /** Rows of the public list left out after the read (settings only staff see). */
      publicKeep?(row: T): boolean;
    },
  ) {}

  /** The query lists and single reads start from; an entity that joins (news and its author) overrides it. */
  protected query(): SelectQueryBuilder<T> {
    return this.repo.createQueryBuilder('row');
  }

  /** The query an export (common/csv-export.ts) applies the list's filter and sort to. */
  exportQuery(): SelectQueryBuilder<T> {
    return this.query();
  }

  list(query: ListQuery): Promise<ListPage<T>> {
    return runListQuery(this.query(), query, this.spec);
  }

  async publicList(locale: Locale = 'en'): Promise<T[]> {
    const rows = await this.publicRows();
    const keep = this.spec.publicKeep;
    return (keep ? rows.filter(keep) : rows).map((row) => this.forPublic(row, locale));
  }

  /** The rows the public list shows, in its order; about overrides it with its sections' order. */
  protected publicRows(): Promise<T[]> {
    return this.repo.find({ where: this.spec.publicWhere, order: this.spec.publicOrder });
  }

  /**
   * A record as the public may see it, in `locale`: translatable fields in Nepali where they have
   * a Nepali text (libs localize, docs/api.md, Languages); never the stored translations.
   */
  protected forPublic(row: T, locale: Locale = 'en'): T {
    for (const column of this.spec.publicOmit ?? []) delete (row as Record<string, unknown>)[column];
    const resource = this.spec.resource;
    if (!(resource in TRANSLATABLE)) return row;
    return localize(row as T & { translations?: Translations }, resource as keyof typeof TRANSLATABLE, locale) as unknown as T;
  }

  /** The body with its `translations` merged into `stored` (an update sets, removes or keeps each field). */
  protected withTranslations(dto: object, stored?: T | null): object {
    const body = dto as Body;
    if (body.translations === undefined) return dto;
    return { ...dto, translations: mergeTranslations((stored as (T & Body) | null | undefined)?.translations, body.translations) };
  }

  /** Where-clause of one record: its uuid, or its key for keyed records (spec.idField). */
  protected byId(id: string): FindOptionsWhere<T> {
    return { [this.spec.idField ?? 'id']: id } as FindOptionsWhere<T>;
  }

  async get(id: string): Promise<T> {
    const row = await this.query().andWhere(this.byId(id)).getOne();
    if (!row) throw new NotFoundException(this.spec.notFound);
    return row;
  }

  /**
   * Turns a validated body into column values; entities with derived fields (a slug, the
   * signed-in user as author or uploader) override it. `existing` is unset on create.
   */
  protected prepare(dto: object, _existing?: T, _user?: User): Promise<DeepPartial<T>> | DeepPartial<T> {
    return dto as DeepPartial<T>;
  }

  /**
   * An INSERT, never save()'s insert-or-update: a record addressed by its key (a statistic)
   * must answer 409 when the key exists, not overwrite it. Read back for the defaults.
   */
  async create(dto: object, user?: User): Promise<T> {
    const body = this.withTranslations(dto);
    const { identifiers } = await this.repo.insert(this.repo.create(await this.prepare(body, undefined, user)) as never);
    return this.get(identifiers[0][this.spec.idField ?? 'id']);
  }

  /** Answers the record as a read gives it (joins, unselected columns such as a date of birth left out). */
  async update(id: string, dto: object, user?: User): Promise<T> {
    const row = await this.get(id);
    const values = await this.prepare(this.withTranslations(dto, row), row, user);
    // One UPDATE of the sent columns (save() would read the row again to diff it).
    if (Object.keys(values).length) await this.repo.update(this.byId(id), values as never);
    return this.get(id);
  }

  /** Creates or replaces the record addressed by its key (about sections, site settings). */
  async upsert(id: string, dto: object, user?: User): Promise<T> {
    const key = this.spec.idField ?? 'id';
    const stored = (dto as Body).translations === undefined ? null : await this.repo.findOneBy(this.byId(id));
    const values = { ...(await this.prepare(this.withTranslations(dto, stored), undefined, user)), [key]: id, updatedAt: new Date() };
    await this.repo.upsert(values as never, [key]);
    return this.get(id);
  }

  /** Answers the deleted record, which react-admin's delete reads. */
  async remove(id: string): Promise<T> {
    const row = await this.get(id);
    await this.repo.delete(this.byId(id));
    return row;
  }
}

export type CrudRoute = 'list' | 'get' | 'create' | 'update' | 'upsert' | 'remove';

export interface AdminCrudOptions<S> {
  /** The entity's service; the controller injects it. */
  service: Type<S>;
  /** URL segment under /api/admin; its rights area is libs RESOURCE_AREAS[path], which the back office reads too. */
  path: AdminResource;
  /**
   * The routes served; default list, get, create, update, remove. A resource without create or
   * general update (submissions) leaves them out and adds its own routes; records with a fixed
   * set of keys (about sections, site settings) serve `upsert`: `PUT /:id` creating or replacing.
   */
  routes?: readonly CrudRoute[];
  /** The body of create and upsert (its @Rules table included); required when one of them or update is served. */
  dto?: Type<object>;
  /** The body of update; default: PartialBody(dto), the fields sent checked as create checks them. */
  updateDto?: Type<object>;
  /** Checks the `:id` of the address; default: a uuid (400 otherwise). Keyed records pass their own. */
  idPipe?: PipeTransform | Type<PipeTransform>;
}

/**
 * Names the DTO class of a handler's parameter where TypeScript cannot (a factory's handler
 * is written once for every DTO): the global pipe and the OpenAPI document read it.
 */
function ParamType(index: number, type: Type<object>): MethodDecorator {
  return (target, key) => {
    const types = [...(Reflect.getMetadata('design:paramtypes', target, key) ?? [])];
    types[index] = type;
    Reflect.defineMetadata('design:paramtypes', types, target, key);
  };
}

/**
 * The admin controller of a managed entity, ra-data-simple-rest style, with its service
 * injected: `export class TeamAdminController extends AdminCrud({ service: TeamService, ... }) {}`.
 * A subclass may add routes, reaching the service as `this.service`.
 */
export function AdminCrud<S extends CrudService<Row>>(options: AdminCrudOptions<S>) {
  const idPipe = options.idPipe ?? UuidParam;
  const serves = (name: CrudRoute) => (options.routes ?? ['list', 'get', 'create', 'update', 'remove']).includes(name);
  if (serves('update') && serves('upsert')) throw new Error(`AdminCrud(${options.path}): update and upsert are both PUT /:id`);
  if ((serves('create') || serves('update') || serves('upsert')) && !options.dto) {
    throw new Error(`AdminCrud(${options.path}): a served create, update or upsert needs its DTO`);
  }
  const dto = options.dto ?? Object;
  const updateDto = options.updateDto ?? (options.dto && serves('update') ? PartialBody(options.dto) : Object);
  /** A route left out gets no route decorator, so Nest never registers it. */
  const route = (name: CrudRoute, decorator: MethodDecorator): MethodDecorator => (serves(name) ? decorator : () => undefined);
  /** Each route's summary in the OpenAPI document names the resource (its security and 4xx come from @Rights and ApiErrors). */
  const summary = (text: string) => ApiOperation({ summary: `${text} (${options.path})` });

  @Controller(`admin/${options.path}`)
  @Rights(RESOURCE_AREAS[options.path])
  @ApiTags(`admin/${options.path}`)
  class AdminCrudController {
    constructor(@Inject(options.service) readonly service: S) {}

    @route('list', Get())
    @summary('List the records')
    @ApiAdminList()
    list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      return listAnswer(this.service, query, res);
    }

    @route('get', Get(':id'))
    @summary('Read one record')
    @ApiOkResponse({ description: 'The record' })
    @ApiErrors(400, 404)
    get(@Param('id', idPipe) id: string) {
      return this.service.get(id);
    }

    @route('create', Post())
    @summary('Create a record')
    @ParamType(0, dto)
    @ApiCreatedResponse({ description: 'The record as a read answers it' })
    @ApiErrors(400, 409)
    create(@Body() body: object, @Req() req: Request) {
      return this.service.create(body, currentUser(req));
    }

    @route('update', Put(':id'))
    @summary('Change a record')
    @ParamType(1, updateDto)
    @ApiOkResponse({ description: 'The record as a read answers it; only the fields sent are changed' })
    @ApiErrors(400, 404, 409)
    update(@Param('id', idPipe) id: string, @Body() body: object, @Req() req: Request) {
      return this.service.update(id, body, currentUser(req));
    }

    @route('upsert', Put(':id'))
    @summary('Create or replace the record of a key')
    @ParamType(1, dto)
    @ApiOkResponse({ description: 'The record, created or replaced' })
    @ApiErrors(400)
    upsert(@Param('id', idPipe) id: string, @Body() body: object, @Req() req: Request) {
      return this.service.upsert(id, body, currentUser(req));
    }

    @route('remove', Delete(':id'))
    @summary('Delete a record')
    @ApiOkResponse({ description: 'The deleted record' })
    @ApiErrors(400, 404, 409)
    remove(@Param('id', idPipe) id: string) {
      return this.service.remove(id);
    }
  }
  return AdminCrudController;
}

/**
 * The public read of a managed entity, `GET /api/<path>`: active rows in the public order.
 * `export class TeamPublicController extends PublicList('team', TeamService) {}`.
 */
export function PublicList<S extends CrudService<Row>>(path: string, service: Type<S>) {
  @Controller(path)
  @ApiTags('public')
  class PublicListController {
    constructor(@Inject(service) readonly service: S) {}

    @Get()
    @PublicCache([path], ['locale'])
    @ApiOperation({ summary: `The public list (${path})` })
    @ApiQuery({
      name: 'locale',
      required: false,
      enum: ['en', 'ne'],
      description: 'The language of the texts; default en (docs/api.md, Languages)',
    })
    @ApiOkResponse({ description: 'The records the public may see, in the public order (docs/api.md, Public lists)' })
    @ApiErrors(400)
    list(@Query('locale') locale?: unknown) {
      return this.service.publicList(localeQuery(locale));
    }
  }
  return PublicListController;
}

/**
 * The list spec of a record the public sees when active (common/base.entity.ts
 * OrderedRecord): the public list has the admin list's default order, display order then
 * newest (docs/api.md, Public lists).
 */
export function orderedSpec(
  resource: AdminResource,
  notFound: string,
  fields: { sortable: string[]; searchable: string[] },
): CrudService<OrderedRecord>['spec'] {
  const spec = adminListSpec(resource, {
    sortable: [...fields.sortable, 'displayOrder', 'isActive', 'createdAt', 'updatedAt'],
    searchable: fields.searchable,
    filterable: ['isActive'],
  });
  return { ...spec, notFound, publicWhere: { isActive: true }, publicOrder: Object.fromEntries(spec.defaultSort) };
}
