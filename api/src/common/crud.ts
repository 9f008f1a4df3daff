import {
  Body,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Res,
  type Type,
} from '@nestjs/common';
import type { Area, RuleTable } from '@institute/shared';
import type { Response } from 'express';
import type { DeepPartial, FindOptionsOrder, FindOptionsWhere, Repository } from 'typeorm';
import type { OrderedRecord } from './base.entity';
import { UuidParam } from './id';
import { type ListPage, type ListQuery, type ListSpec, parseListQuery, runListQuery, setContentRange } from './list-query';
import { RulesBody } from './rules-body.pipe';
import { Rights } from './rights';

type Row = { id: string };

/** Plumbing every managed entity shares: admin list/get/create/update/delete and the public list. */
export class CrudService<T extends Row> {
  constructor(
    protected readonly repo: Repository<T>,
    readonly spec: ListSpec & {
      /** Said in the 404 answer, e.g. 'Team member not found'. */
      notFound: string;
      /** What the public may see, in the public order; unset: nothing is public. */
      publicWhere?: FindOptionsWhere<T>;
      publicOrder?: FindOptionsOrder<T>;
    },
  ) {}

  list(query: ListQuery): Promise<ListPage<T>> {
    return runListQuery(this.repo.createQueryBuilder('row'), query, this.spec);
  }

  publicList(): Promise<T[]> {
    return this.repo.find({ where: this.spec.publicWhere, order: this.spec.publicOrder });
  }

  async get(id: string): Promise<T> {
    const row = await this.repo.findOneBy({ id } as FindOptionsWhere<T>);
    if (!row) throw new NotFoundException(this.spec.notFound);
    return row;
  }

  /** Turns a validated body into column values; entities with derived fields override it. */
  protected prepare(dto: object, _existing?: T): Promise<DeepPartial<T>> | DeepPartial<T> {
    return dto as DeepPartial<T>;
  }

  async create(dto: object): Promise<T> {
    return this.repo.save(this.repo.create(await this.prepare(dto)));
  }

  async update(id: string, dto: object): Promise<T> {
    const row = await this.get(id);
    return this.repo.save(this.repo.merge(row, await this.prepare(dto, row)));
  }

  /** Answers the deleted record, which react-admin's delete reads. */
  async remove(id: string): Promise<T> {
    const row = await this.get(id);
    await this.repo.delete({ id } as FindOptionsWhere<T>);
    return row;
  }
}

export interface AdminCrudOptions {
  /** URL segment under /api/admin. */
  path: string;
  area: Area;
  createDto: Type<object>;
  updateDto: Type<object>;
  rules: RuleTable;
}

/**
 * The admin controller of a managed entity, ra-data-simple-rest style:
 * `class TeamAdminController extends AdminCrud({...}) { constructor(s: TeamService) { super(s); } }`.
 */
export function AdminCrud(options: AdminCrudOptions) {
  @Controller(`admin/${options.path}`)
  @Rights(options.area)
  class AdminCrudController {
    constructor(readonly service: CrudService<Row>) {}

    @Get()
    async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      const page = await this.service.list(parseListQuery(query, this.service.spec));
      setContentRange(res, this.service.spec, page);
      return page.items;
    }

    @Get(':id')
    get(@Param('id', UuidParam) id: string) {
      return this.service.get(id);
    }

    @Post()
    create(@Body(new RulesBody(options.createDto, options.rules)) dto: object) {
      return this.service.create(dto);
    }

    @Put(':id')
    update(@Param('id', UuidParam) id: string, @Body(new RulesBody(options.updateDto, options.rules, true)) dto: object) {
      return this.service.update(id, dto);
    }

    @Delete(':id')
    remove(@Param('id', UuidParam) id: string) {
      return this.service.remove(id);
    }
  }
  return AdminCrudController;
}

/** The public read of a managed entity: `GET /api/<path>`, active rows in the public order. */
export function PublicList(path: string) {
  @Controller(path)
  class PublicListController {
    constructor(readonly service: CrudService<Row>) {}

    @Get()
    list() {
      return this.service.publicList();
    }
  }
  return PublicListController;
}

/** The order of every public list (DESIGN.md §4): displayOrder, then newest. */
export const PUBLIC_ORDER = { displayOrder: 'ASC', createdAt: 'DESC' } as const;

/**
 * The list spec of a record the public sees when active (common/base.entity.ts
 * OrderedRecord): admin lists sort by display order then newest, like the public one.
 */
export function orderedSpec(
  resource: string,
  notFound: string,
  fields: { sortable: string[]; searchable: string[] },
): CrudService<OrderedRecord>['spec'] {
  return {
    resource,
    notFound,
    sortable: [...fields.sortable, 'displayOrder', 'isActive', 'createdAt', 'updatedAt'],
    searchable: fields.searchable,
    filterable: ['isActive'],
    defaultSort: [
      ['displayOrder', 'ASC'],
      ['createdAt', 'DESC'],
    ],
    publicWhere: { isActive: true },
    publicOrder: PUBLIC_ORDER,
  };
}
