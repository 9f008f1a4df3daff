// The built server (`node api/dist/main.js`, what `npm start` runs) as a child process, on a free
// port: the one harness of the API tests that run it as its own process (api/test/operations,
// api/test/public-site), the browser suites (e2e-support/server.ts) and the benchmarks
// (bench/processes.mjs). Each of them keeps what is its own (the suites' copied databases, the
// bench's demo content and CPU readings) in its own file. Nothing is built here.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The built server's entry point. */
const MAIN = join(ROOT, 'api', 'dist', 'main.js');

/** How long `stop()` waits after SIGTERM before it kills the process. */
const STOP_GRACE_MS = 15_000;

/**
 * A port nothing listens on at the moment, on 127.0.0.1.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * Sends SIGTERM to `child` (unless it has exited) and waits for it to exit; kills it when it has
 * not exited after `graceMs`. Answers its exit code (null when a signal ended it).
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} [graceMs]
 * @returns {Promise<number | null>}
 */
export async function stopProcess(child, graceMs = STOP_GRACE_MS) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([exited, late]);
  clearTimeout(timer);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
  return child.exitCode;
}

/**
 * @typedef {object} BuiltServerOptions
 * @property {string} dataDir The server's DATA_DIR (uploads, mail outbox, the embedded PostgreSQL); the caller makes and removes it.
 * @property {string} [databaseUrl] DATABASE_URL; without it the server starts its embedded PostgreSQL inside `dataDir`.
 * @property {Record<string, string>} [env] More environment; wins over PORT, DATA_DIR and DATABASE_URL.
 * @property {string[]} [nodeFlags] Flags for node before the script, e.g. `--cpu-prof`.
 * @property {number} [port] The port to listen on (when the environment must name it, e.g. PUBLIC_URL); default a free one.
 * @property {boolean} [inheritOutput] The server writes to this process's stdout and stderr; otherwise its output is kept for `output()`.
 * @property {number} [timeoutMs] How long the server may take to become ready; default 90 s.
 */

/**
 * @typedef {object} BuiltServer
 * @property {string} url `http://127.0.0.1:<port>`
 * @property {number} pid The server's process id (for its CPU time and memory).
 * @property {() => string} output What the server has written so far (empty with `inheritOutput`).
 * @property {() => Promise<number | null>} stop SIGTERM, then the exit code once it has exited.
 */

/**
 * Whether process `pid` holds a socket listening on `port`, read from Linux's /proc (the socket
 * inodes of its open files, found among the listening sockets of /proc/net/tcp and tcp6); true
 * where /proc cannot tell. A free port handed out here can be taken by another server started at
 * the same moment (the suites start many at once): only an answer from a port the child holds
 * says the child is ready.
 * @param {number} pid
 * @param {number} port
 */
function listensOn(pid, port) {
  try {
    const inodes = new Set();
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (socket) inodes.add(socket[1]);
      } catch {
        // closed meanwhile
      }
    }
    const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    const LISTEN = '0A';
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
        if (local?.endsWith(hexPort) && state === LISTEN && inodes.has(inode)) return true;
      }
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * Starts the built server and waits until it is ready (`/api/health/ready`: the database answers,
 * the migrations are applied). When it exits first or is not ready in time, it is stopped and the
 * error carries its output.
 * @param {BuiltServerOptions} options
 * @returns {Promise<BuiltServer>}
 */
export async function startBuiltServer({
  dataDir,
  databaseUrl,
  env = {},
  nodeFlags = [],
  port,
  inheritOutput = false,
  timeoutMs = 90_000,
}) {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build" at the repository root first`);
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeFlags, MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(listenOn),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', inheritOutput ? 'inherit' : 'pipe', inheritOutput ? 'inherit' : 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${listenOn}`;

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok && listensOn(/** @type {number} */ (child.pid), listenOn)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopProcess(child, 0);
      throw new Error(`the server did not become ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: /** @type {number} */ (child.pid),
    output: () => output,
    stop: () => stopProcess(child),
  };
}

/**
 * Runs the built server with `env` alone (and PATH), expecting it to stop by itself (a bad
 * configuration); answers its exit code and output.
 * @param {Record<string, string>} env
 * @returns {Promise<{ code: number | null; output: string }>}
 */
export function runBuiltServerToExit(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
