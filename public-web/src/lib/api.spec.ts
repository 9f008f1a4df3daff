import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, apiRequest, serverMessage } from './api';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(status: number, body: string, statusText = '') {
  const fetchMock = jest.fn(
    async (_url: string | URL | Request, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends cookies, a JSON content type and the JSON body when there is a body', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    await expect(apiRequest('POST', '/api/contact', { name: 'Sita' })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Sita"}',
      credentials: 'include',
    });
  });

  it('sends no content type and no body when there is no body', async () => {
    const fetchMock = answer(200, '[]');
    await apiRequest('GET', '/api/downloads/7');
    expect(fetchMock.mock.calls[0][1]).toEqual({ method: 'GET', headers: {}, body: undefined, credentials: 'include' });
  });

  it('answers null for an empty body', async () => {
    answer(200, '');
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeNull();
  });

  it("raises an error reading 'status: body' for a non-OK answer", async () => {
    answer(404, '{"error":"Not Found"}');
    const error = await apiRequest('GET', '/api/news/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"error":"Not Found"}');
    expect((error as ApiError).status).toBe(404);
  });

  it('uses the status text when the error body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/news')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('serverMessage', () => {
  const apiError = (body: string) => new ApiError(400, `400: ${body}`, body);
  const x = { message: 'x' };

  it("prefers the first field message of the API's details", () => {
    expect(
      serverMessage(
        apiError(
          '{"error":"Validation failed","message":"Validation failed","details":[{"field":"email","message":"Please enter a valid email address"}]}',
        ),
        x,
      ),
    ).toEqual({ code: undefined, message: 'Please enter a valid email address' });
  });

  it('reads message, then error', () => {
    expect(serverMessage(apiError('{"message":"Too many attempts"}'), x)).toEqual({ message: 'Too many attempts' });
    expect(serverMessage(apiError('{"error":"Registration is disabled"}'), x)).toEqual({ message: 'Registration is disabled' });
  });

  it('reads the code beside the message, and beside a field message', () => {
    expect(serverMessage(apiError('{"code":"auth.tooManyAttempts","message":"Too many attempts"}'), x)).toEqual({
      code: 'auth.tooManyAttempts',
      message: 'Too many attempts',
    });
    expect(
      serverMessage(
        apiError('{"code":"required.name","details":[{"field":"name","message":"Name is required","code":"required.name"}]}'),
        x,
      ),
    ).toEqual({
      code: 'required.name',
      message: 'Name is required',
    });
  });

  it('reads the first entry of a message list', () => {
    expect(serverMessage(apiError('{"message":["name must be a string"]}'), x)).toEqual({ message: 'name must be a string' });
  });

  it('shows a body that is not JSON as it is', () => {
    expect(serverMessage(apiError('Bad gateway'), x)).toEqual({ message: 'Bad gateway' });
  });

  it('falls back for an empty body and for errors that are not API answers', () => {
    expect(serverMessage(apiError(''), { message: 'Failed to reset password' })).toEqual({ message: 'Failed to reset password' });
    expect(serverMessage(new TypeError('Failed to fetch'), { message: 'Failed to send password reset email' })).toEqual({
      message: 'Failed to send password reset email',
    });
  });
});
