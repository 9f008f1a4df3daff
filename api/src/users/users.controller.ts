import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { UuidParam } from '../common/id';
import { listAnswer } from '../common/list-query';
import { currentUser, Rights } from '../common/rights';
import { CreateUserDto, UpdateUserDto } from './dto/user.dto';
import { UsersService } from './users.service';

@Controller('admin/users')
@Rights('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return listAnswer(this.users, query, res);
  }

  @Get(':id')
  get(@Param('id', UuidParam) id: string) {
    return this.users.get(id);
  }

  @Post()
  create(@Body() dto: CreateUserDto, @Req() req: Request) {
    return this.users.create(dto, currentUser(req)?.id ?? null);
  }

  @Put(':id')
  update(@Param('id', UuidParam) id: string, @Body() dto: UpdateUserDto) {
    return this.users.update(id, dto);
  }

  @Patch(':id/toggle-status')
  toggleStatus(@Param('id', UuidParam) id: string) {
    return this.users.toggleStatus(id);
  }

  @Delete(':id')
  remove(@Param('id', UuidParam) id: string, @Req() req: Request) {
    return this.users.remove(id, currentUser(req)?.id);
  }
}
