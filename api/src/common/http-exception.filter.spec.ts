import { BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { coded } from '@institute/shared';
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
    expect(body).toEqual({ statusCode: 500, code: 'generic.internal', error: 'Internal server error', message: 'Internal server error' });
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
      code: 'slug.tooShort',
      error: 'Slug must be at least 3 characters long',
      message: 'Slug must be at least 3 characters long',
      details: [{ field: 'slug', message: 'Slug must be at least 3 characters long', code: 'slug.tooShort' }],
    });
  });

  it('keeps the code a field error was given where its message was made', () => {
    const body = filter.toBody(new ValidationFailed([{ field: 'name', message: 'name must be a string', code: 'check.isString' }]), req);
    expect(body).toMatchObject({ code: 'check.isString', details: [{ code: 'check.isString' }] });
  });

  it('gives a message no table holds its status’s code', () => {
    expect(filter.toBody(new BadRequestException('sort must be ["field","ASC"] or ["field","DESC"]'), req).code).toBe('http.badRequest');
    expect(filter.toBody(new NotFoundException('Cannot GET /api/x'), req).code).toBe('generic.notFound');
  });

  it('keeps the code a refusal was thrown with', () => {
    expect(filter.toBody(new BadRequestException(coded('certificateImport.missingColumns', 'Missing column: name')), req)).toMatchObject({
      code: 'certificateImport.missingColumns',
      message: 'Missing column: name',
    });
  });

  it('gives a database refusal its message’s code', () => {
    expect(filter.toBody(dbError('23505', 'users_username_key'), req).code).toBe('user.usernameTaken');
    expect(filter.toBody(dbError('22P02'), req).code).toBe('database.wrongFormat');
  });

  it('keeps the message of an HttpException', () => {
    expect(filter.toBody(new BadRequestException('Invalid reset token'), req)).toMatchObject({
      statusCode: 400,
      code: 'auth.invalidResetToken',
      error: 'Invalid reset token',
    });
  });

  it("hides Nest's 'Cannot GET' wording behind Not Found", () => {
    expect(filter.toBody(new NotFoundException('Cannot GET /api/x'), req).error).toBe('Not Found');
  });
});
