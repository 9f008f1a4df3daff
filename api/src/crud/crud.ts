import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  SetMetadata,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AdminResource,
  type Locale,
  localize,
  mergeTranslations,
  type PublicListName,
  RESOURCE_AREAS,
  REVISIONED_RESOURCES as REVISIONED,
  type RevisionedResource,
  TRANSLATABLE,
  type Translations,
} from '@institute/shared';
import type { Request, Response } from 'express';
import type { DeepPartial, EntityManager, FindOptionsOrder, FindOptionsWhere, Repository, SelectQueryBuilder } from 'typeorm';
import type { OrderedRecord } from '../common/base.entity';
import { UuidParam } from '../common/id';
import { adminListSpec, listAnswer, type ListPage, type ListQuery, type ListSpec, listSpec, runListQuery } from '../common/list-query';
import { Sessionless } from '../common/web';
import { currentUser, Rights } from '../common/rights';
import { ClearsCache, PublicCache } from '../cache/cache.interceptor';
import { Audited, AuditAs } from '../audit/audit.interceptor';
import { WithImageMedia } from '../uploads/image-media';
import { PartialBody, validateAs } from '../common/validation';
import { LocaleQueryDto } from '../common/dto/locale-query.dto';
import { ListQueryDto, ListQueryFor } from '../common/dto/list-query.dto';
import { ApiAdminList, ApiErrors } from '../common/api-docs';
import type { User } from '../users/user.entity';
import {
  deleteRevisions,
  findRevision,
  recordRevision,
  REVISION_LIST,
  restorableFields,
  revisionPage,
  type Revision,
  type RevisionAction,
} from '../common/revisions';

type Row = { id: string };

/** A write that restores a revision (docs/api.md, Revisions): its own revision says which one. */
export interface RestoreOf {
  restoredFrom: string;
}

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
  ) {
    // The ListSpec as the service states it, its whitelists included: the list query's checks read it (docs/api.md, Admin lists).
    listSpec(spec);
  }

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

  /** One record as the admin read answers it; `em`: read inside that transaction. */
  async get(id: string, em?: EntityManager): Promise<T> {
    const q = this.query().andWhere(this.byId(id));
    if (em?.queryRunner) q.setQueryRunner(em.queryRunner);
    const row = await q.getOne();
    if (!row) throw new NotFoundException(this.spec.notFound);
    return row;
  }

  /** The resource's name in the revisions table, when its records keep revisions. */
  private get revisioned(): RevisionedResource | undefined {
    return (REVISIONED as readonly string[]).includes(this.spec.resource) ? (this.spec.resource as RevisionedResource) : undefined;
  }

  /**
   * Runs a write and reads the record back in one transaction, with the record's revision
   * when its resource keeps them (docs/api.md, Revisions): the snapshot is the admin read after the write.
   */
  private write(run: (em: EntityManager) => Promise<{ id: string; action: RevisionAction }>, user?: User, restore?: RestoreOf): Promise<T> {
    return this.repo.manager.transaction(async (em) => {
      const { id, action } = await run(em);
      const row = await this.get(id, em);
      const resource = this.revisioned;
      if (resource) {
        const data = JSON.parse(JSON.stringify(row)) as unknown;
        await recordRevision(em, {
          resource,
          recordId: id,
          action: restore ? 'restore' : action,
          data,
          user,
          restoredFrom: restore?.restoredFrom,
        });
      }
      return row;
    });
  }

  /** A page of the record's revisions, newest first (404 for an unknown record). */
  async revisionPage(id: string, list: ListQuery): Promise<ListPage<Revision>> {
    const resource = this.revisioned;
    if (!resource) throw new NotFoundException(this.spec.notFound);
    await this.get(id);
    return revisionPage(this.repo.manager, resource, id, list);
  }

  /** One revision of the record (404 for another record's or an unknown one). */
  async revision(id: string, revisionId: string) {
    const resource = this.revisioned;
    if (!resource) throw new NotFoundException(this.spec.notFound);
    await this.get(id);
    return findRevision(this.repo.manager, resource, id, revisionId);
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
    const values = this.repo.create(await this.prepare(this.withTranslations(dto), undefined, user));
    return this.write(async (em) => {
      const { identifiers } = await em.getRepository(this.repo.target).insert(values as never);
      return { id: identifiers[0][this.spec.idField ?? 'id'], action: 'create' };
    }, user);
  }

  /** Answers the record as a read gives it (joins, unselected columns such as a date of birth left out). */
  async update(id: string, dto: object, user?: User, restore?: RestoreOf): Promise<T> {
    const row = await this.get(id);
    const values = await this.prepare(this.withTranslations(dto, row), row, user);
    return this.write(
      async (em) => {
        // One UPDATE of the sent columns (save() would read the row again to diff it).
        if (Object.keys(values).length) await em.getRepository(this.repo.target).update(this.byId(id), values as never);
        return { id, action: 'update' };
      },
      user,
      restore,
    );
  }

  /** Creates or replaces the record addressed by its key (about sections, site settings); a first write is a create. */
  async upsert(id: string, dto: object, user?: User, restore?: RestoreOf): Promise<T> {
    const key = this.spec.idField ?? 'id';
    const stored = (dto as Body).translations === undefined ? null : await this.repo.findOneBy(this.byId(id));
    const values = { ...(await this.prepare(this.withTranslations(dto, stored), undefined, user)), [key]: id, updatedAt: new Date() };
    return this.write(
      async (em) => {
        const repo = em.getRepository(this.repo.target);
        const existed = await repo.existsBy(this.byId(id));
        await repo.upsert(values as never, [key]);
        return { id, action: existed ? 'update' : 'create' };
      },
      user,
      restore,
    );
  }

  /** Answers the deleted record, which react-admin's delete reads; its revisions go with it. */
  async remove(id: string): Promise<T> {
    const row = await this.get(id);
    const resource = this.revisioned;
    await this.repo.manager.transaction(async (em) => {
      await em.getRepository(this.repo.target).delete(this.byId(id));
      if (resource) await deleteRevisions(em, resource, id);
    });
    return row;
  }
}

export type CrudRoute = 'list' | 'get' | 'create' | 'update' | 'upsert' | 'remove' | 'revisions';

export interface AdminCrudOptions<S> {
  /** The entity's service; the controller injects it. */
  service: Type<S>;
  /** URL segment under /api/admin; its rights area is libs RESOURCE_AREAS[path], which the back office reads too. */
  path: AdminResource;
  /**
   * The routes served; default list, get, create, update, remove. A resource without create or
   * general update (submissions) leaves them out and adds its own routes; records with a fixed
   * set of keys (about sections, site settings) serve `upsert`: `PUT /:id` creating or replacing.
   * `revisions` (the list and restore of docs/api.md, Revisions) is served by the resources of REVISIONED.
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
  const serves = (name: CrudRoute) =>
    name === 'revisions'
      ? (REVISIONED as readonly string[]).includes(options.path)
      : (options.routes ?? ['list', 'get', 'create', 'update', 'remove']).includes(name);
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
  @Audited(options.path)
  @ClearsCache([options.path])
  @ApiTags(`admin/${options.path}`)
  class AdminCrudController {
    constructor(@Inject(options.service) readonly service: S) {}

    @route('list', Get())
    @summary('List the records')
    @ApiAdminList()
    @ParamType(0, ListQueryFor(options.path))
    list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response) {
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
    @AuditAs('create')
    @summary('Create a record')
    @ParamType(0, dto)
    @ApiCreatedResponse({ description: 'The record as a read answers it' })
    @ApiErrors(400, 409)
    create(@Body() body: object, @Req() req: Request) {
      return this.service.create(body, currentUser(req));
    }

    @route('update', Put(':id'))
    @AuditAs('update', { before: true })
    @summary('Change a record')
    @ParamType(1, updateDto)
    @ApiOkResponse({ description: 'The record as a read answers it; only the fields sent are changed' })
    @ApiErrors(400, 404, 409)
    update(@Param('id', idPipe) id: string, @Body() body: object, @Req() req: Request) {
      return this.service.update(id, body, currentUser(req));
    }

    @route('upsert', Put(':id'))
    @AuditAs('update', { before: true })
    @summary('Create or replace the record of a key')
    @ParamType(1, dto)
    @ApiOkResponse({ description: 'The record, created or replaced' })
    @ApiErrors(400)
    upsert(@Param('id', idPipe) id: string, @Body() body: object, @Req() req: Request) {
      return this.service.upsert(id, body, currentUser(req));
    }

    @route('revisions', Get(':id/revisions'))
    @summary("List a record's revisions, newest first")
    @ApiOkResponse({
      description: 'The revisions `{ id, recordId, action, createdAt, userId, username, data, restoredFrom }`, with Content-Range',
    })
    @ApiErrors(400, 404)
    @ParamType(1, ListQueryFor(REVISION_LIST.resource))
    revisions(@Param('id', idPipe) id: string, @Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response) {
      return listAnswer({ spec: REVISION_LIST, list: (list) => this.service.revisionPage(id, list) }, query, res);
    }

    @route('revisions', Post(':id/revisions/:revisionId/restore'))
    @AuditAs('restore', { before: true })
    @HttpCode(200)
    @summary('Restore a revision: its fields written back as a PUT writes them')
    @ApiOkResponse({ description: 'The record as now stored' })
    @ApiErrors(400, 404, 409)
    async restore(@Param('id', idPipe) id: string, @Param('revisionId') revisionId: string, @Req() req: Request) {
      const revision = await this.service.revision(id, revisionId);
      // The same rules and messages as a PUT: the snapshot's writable fields go through the body's pipe.
      const metatype = serves('upsert') ? dto : updateDto;
      const body = restorableFields(revision.data, metatype);
      const checked = validateAs(metatype, body);
      const restore = { restoredFrom: revision.id };
      return serves('upsert')
        ? this.service.upsert(id, checked, currentUser(req), restore)
        : this.service.update(id, checked, currentUser(req), restore);
    }

    @route('remove', Delete(':id'))
    @AuditAs('delete')
    @summary('Delete a record')
    @ApiOkResponse({ description: 'The deleted record' })
    @ApiErrors(400, 404, 409)
    remove(@Param('id', idPipe) id: string) {
      return this.service.remove(id);
    }
  }
  return AdminCrudController;
}

/** Marks a public list's controller with the list's name: the server's in-process API finds it by it (ssr/in-process-api.ts). */
export const PUBLIC_LIST = 'publicList';

/** A public list's controller, as the server's in-process API calls it. */
export interface PublicListSource {
  publicList(locale: Locale): Promise<unknown[]>;
}

/**
 * The public read of a managed entity, `GET /api/<path>`: active rows in the public order.
 * `export class TeamPublicController extends PublicList('team', TeamService) {}`.
 */
export function PublicList<S extends CrudService<Row>>(path: PublicListName, service: Type<S>) {
  @Controller(path)
  @Sessionless()
  @ApiTags('public')
  @SetMetadata(PUBLIC_LIST, path)
  class PublicListController implements PublicListSource {
    constructor(@Inject(service) readonly service: S) {}

    publicList(locale: Locale): Promise<unknown[]> {
      return this.service.publicList(locale);
    }

    @Get()
    @WithImageMedia()
    @PublicCache([path], ['locale'])
    @ApiOperation({ summary: `The public list (${path})` })
    @ApiOkResponse({ description: 'The records the public may see, in the public order (docs/api.md, Public lists)' })
    @ApiErrors(400)
    list(@Query() query: LocaleQueryDto) {
      return this.publicList(query.language());
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
