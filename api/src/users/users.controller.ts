import { Body, Controller, Delete, ForbiddenException, Get, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RESOURCE_AREAS, USER_MESSAGES } from '@institute/shared';
import type { Request, Response } from 'express';
import { UuidParam } from '../common/id';
import { ListQueryFor } from '../common/dto/list-query.dto';
import { listAnswer } from '../common/list-query';
import { currentUser, Rights } from '../common/rights';
import { ApiAdminList, ApiErrors } from '../common/api-docs';
import { CreateUserDto, UpdateUserDto } from './dto/user.dto';
import { UsersService } from './users.service';
import { Audited, AuditAs } from '../audit/audit.interceptor';
import { REDACTED, setAudit } from '../audit/audit.service';
import { ClearsCache } from '../cache/cache.interceptor';

class UserListQuery extends ListQueryFor('users') {}

@Controller('admin/users')
@Audited('users')
@ClearsCache(['users', 'news'])
@Rights(RESOURCE_AREAS.users)
@ApiTags('admin/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiAdminList()
  @ApiOperation({ summary: 'List the users' })
  list(@Query() query: UserListQuery, @Res({ passthrough: true }) res: Response) {
    return listAnswer(this.users, query, res);
  }

  @Get(':id')
  @ApiOkResponse({ description: 'The user' })
  @ApiErrors(400, 404)
  @ApiOperation({ summary: 'Read one user' })
  get(@Param('id', UuidParam) id: string) {
    return this.users.get(id);
  }

  @Post()
  @AuditAs('create')
  @ApiCreatedResponse({ description: 'The new user' })
  @ApiErrors(400, 409)
  @ApiOperation({ summary: 'Create a user' })
  create(@Body() dto: CreateUserDto, @Req() req: Request) {
    return this.users.create(dto, currentUser(req)?.id ?? null);
  }

  @Put(':id')
  @AuditAs('update', { before: true })
  @ApiOkResponse({
    description: "The user; a body with only `password` changes the password and ends the user's other sessions",
  })
  @ApiErrors(400, 403, 404, 409)
  @ApiOperation({ summary: 'Change a user (or only their password); one’s own password is changed under /api/user/password' })
  update(@Param('id', UuidParam) id: string, @Body() dto: UpdateUserDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    // One's own password needs the current one (and a code): the account's call, not this one (docs/api.md, Users).
    if (dto.password !== undefined && id === currentUser(req)?.id) throw new ForbiddenException(USER_MESSAGES.ownAccountScreen);
    // A new password is logged as such, never as the fields it changed (docs/api.md, Audit log).
    if (dto.password !== undefined) setAudit(res, { action: 'password-change', changes: { password: REDACTED } });
    return this.users.update(id, dto, req.sessionID);
  }

  @Patch(':id/toggle-status')
  @AuditAs('status', { before: true })
  @ApiOkResponse({ description: 'The user, active and inactive flipped (a suspended user becomes active)' })
  @ApiErrors(400, 404, 409)
  @ApiOperation({ summary: 'Switch a user between active and inactive' })
  toggleStatus(@Param('id', UuidParam) id: string) {
    return this.users.toggleStatus(id);
  }

  @Delete(':id')
  @AuditAs('delete')
  @ApiOkResponse({ description: 'The deleted user' })
  @ApiErrors(400, 404, 409)
  @ApiOperation({ summary: 'Delete a user' })
  remove(@Param('id', UuidParam) id: string, @Req() req: Request) {
    return this.users.remove(id, currentUser(req)?.id);
  }
}
