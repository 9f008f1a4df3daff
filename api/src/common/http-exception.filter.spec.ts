import { BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import { QueryFailedError } from 'typeorm';
import { HttpExceptionFilter, ValidationFailed } from './http-exception.filter';

const req = { id: 'req-42', method: 'GET', originalUrl: '/api/x' } as unknown as Request;

function dbError(code: string, constraint?: string) {
  return Object.assign(new QueryFailedError('SELECT 1', [], new Error('db')), { code, constraint });
}

describe('HttpExceptionFilter', () => {
  const filter = new HttpExceptionFilter();

  it('answers an unexpected error with 500 and no internals', () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const body = filter.toBody(new Error('password=hunter2 at db.ts:12'), req);
    expect(body).toEqual({ statusCode: 500, error: 'Internal server error', message: 'Internal server error' });
  });

  it('logs an unexpected error with the request id', () => {
    const spy = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    filter.toBody(new Error('boom'), req);
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ msg: 'boom', requestId: 'req-42' }));
  });

  it('turns a unique violation into 409 with the message of its index', () => {
    expect(filter.toBody(dbError('23505', 'users_username_key'), req)).toMatchObject({ statusCode: 409, error: 'Username already exists' });
  });

  it('turns an unlisted unique violation into a generic 409', () => {
    expect(filter.toBody(dbError('23505', 'other_key'), req)).toMatchObject({ statusCode: 409, error: 'Already exists' });
  });

  it('turns a malformed value PostgreSQL refused into 400', () => {
    expect(filter.toBody(dbError('22P02'), req).statusCode).toBe(400);
  });

  it('keeps validation details with one message per field', () => {
    const body = filter.toBody(new ValidationFailed([{ field: 'slug', message: 'Slug must be at least 3 characters long' }]), req);
    expect(body).toEqual({
      statusCode: 400,
      error: 'Slug must be at least 3 characters long',
      message: 'Slug must be at least 3 characters long',
      details: [{ field: 'slug', message: 'Slug must be at least 3 characters long' }],
    });
  });

  it('keeps the message of an HttpException', () => {
    expect(filter.toBody(new BadRequestException('Invalid reset token'), req)).toMatchObject({
      statusCode: 400,
      error: 'Invalid reset token',
    });
  });

  it("hides Nest's 'Cannot GET' wording behind Not Found", () => {
    expect(filter.toBody(new NotFoundException('Cannot GET /api/x'), req).error).toBe('Not Found');
  });
});
