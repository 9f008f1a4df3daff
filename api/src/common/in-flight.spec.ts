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

/** Sends a GET; answers the client's request and the server's response once the server has it. */
async function sendGet(server: Server, next: () => Promise<ServerResponse>) {
  const { port } = server.address() as AddressInfo;
  const req = request({ port, path: '/' });
  req.on('error', () => undefined);
  req.end();
  return { req, res: await next() };
}

/** The client gives up: its connection is closed, and the server has seen it close. */
async function giveUp({ req, res }: { req: ReturnType<typeof request>; res: ServerResponse }) {
  const closed = new Promise((resolve) => res.once('close', resolve));
  req.destroy();
  await closed;
}

describe('InFlight', () => {
  const inFlight = new InFlight();
  const { server, next } = counting(inFlight);
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('counts a request whose client has gone away until its handler ends the answer', async () => {
    const sent = await sendGet(server, next);
    await giveUp(sent);
    expect(inFlight.pending).toBe(1);
    const { res } = sent;
    res.end('{}');
    expect(inFlight.pending).toBe(0);
  });

  it('stops counting an answer cut off midway when its connection closes', async () => {
    const sent = await sendGet(server, next);
    const started = new Promise((resolve) => sent.req.once('response', resolve));
    sent.res.write('first part of a stream');
    await started;
    await giveUp(sent);
    expect(inFlight.pending).toBe(0);
  });
});
