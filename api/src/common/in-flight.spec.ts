import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InFlight } from './in-flight';

/** A server that counts each request and hands its response to the test, which answers it. */
function counting(inFlight: InFlight) {
  let arrived: (res: ServerResponse) => void = () => undefined;
  const server: Server = createServer((_req, res) => {
    inFlight.track(res);
    arrived(res);
  });
  const next = () => new Promise<ServerResponse>((resolve) => (arrived = resolve));
  return { server, next };
}

/** Sends a GET that the client gives up on once the server has it. */
async function abandonedRequest(server: Server, next: () => Promise<ServerResponse>): Promise<ServerResponse> {
  const { port } = server.address() as AddressInfo;
  const req = request({ port, path: '/' });
  req.on('error', () => undefined);
  req.end();
  const res = await next();
  const closed = new Promise((resolve) => res.once('close', resolve));
  req.destroy();
  await closed;
  return res;
}

describe('InFlight', () => {
  const inFlight = new InFlight();
  const { server, next } = counting(inFlight);
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('counts a request whose client has gone away until its handler ends the answer', async () => {
    const res = await abandonedRequest(server, next);
    expect(inFlight.pending).toBe(1);
    res.end('{}');
    expect(inFlight.pending).toBe(0);
  });

  it('stops counting an answer cut off midway when its connection closes', async () => {
    const { port } = server.address() as AddressInfo;
    const req = request({ port, path: '/' });
    req.on('error', () => undefined);
    req.end();
    const res = await next();
    const started = new Promise((resolve) => req.once('response', resolve));
    res.write('first part of a stream');
    await started;
    const closed = new Promise((resolve) => res.once('close', resolve));
    req.destroy();
    await closed;
    expect(inFlight.pending).toBe(0);
  });
});
