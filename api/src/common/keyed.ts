import { Body, Controller, Get, Param, type PipeTransform, Put, Query, Req, Res, type Type } from '@nestjs/common';
import type { Area } from '@institute/shared';
import type { Request, Response } from 'express';
import { CrudService, listAnswer, ParamType } from './crud';
import { currentUser, Rights } from './rights';

/**
 * The admin controller of records with a fixed set of keys, written by upsert (about
 * sections, site settings): list, read one, and `PUT /:key` creating or replacing it.
 */
export function AdminUpsert(options: {
  /** URL segment under /api/admin. */
  path: string;
  area: Area;
  /** Checks the key in the address. */
  keyPipe: PipeTransform;
  /** The body of `PUT /:key`. */
  dto: Type<object>;
}) {
  @Controller(`admin/${options.path}`)
  @Rights(options.area)
  class AdminUpsertController {
    constructor(readonly service: CrudService<{ id: string }>) {}

    @Get()
    list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      return listAnswer(this.service, query, res);
    }

    @Get(':id')
    get(@Param('id', options.keyPipe) key: string) {
      return this.service.get(key);
    }

    @Put(':id')
    @ParamType(1, options.dto)
    put(@Param('id', options.keyPipe) key: string, @Body() dto: object, @Req() req: Request) {
      return this.service.upsert(key, dto, currentUser(req));
    }
  }
  return AdminUpsertController;
}
