import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../../../e2e-support/server';

/**
 * A page's reads are made by the server that renders it (docs/public-site.md, Server rendering),
 * where page.route cannot hold or answer them. A page server renders the public site's pages with
 * the same built renderer and page assembly as the API (api/dist/ssr/public-pages.js), in a
 * process of its own (page-server-main.mjs), and sends the reads they make (which go to the server's
 * own address) and everything else (the site's files, the browser's reads) on to the worker's
 * server, but the API paths the test answers itself (`answers`, by path). A page loaded from its
 * `url` is a full page load like any other; `reads()` lists the API addresses (path and query)
 * asked of it so far.
 */
export interface PageServer {
  url: string;
  reads(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startPageServer(workerUrl: string, answers: Record<string, unknown> = {}): Promise<PageServer> {
  const child = fork(fileURLToPath(new URL('./page-server-main.mjs', import.meta.url)), [workerUrl, ROOT], {
    env: { ...process.env, PAGE_SERVER_ANSWERS: JSON.stringify(answers) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((done, fail) => {
    child.once('message', (message: { port: number }) => done(message.port));
    child.once('exit', (code) => fail(new Error(`The page server ended (${code}) before it listened.`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    reads: () =>
      new Promise((done) => {
        child.once('message', (message: { reads: string[] }) => done(message.reads));
        child.send('reads');
      }),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill();
      }),
  };
}
