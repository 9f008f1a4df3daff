// What the API's benchmark (bench/bench.mjs) and the public site's (public-web/scripts/bench.mjs)
// both need: a process's CPU time, and wrk as the load generator where a client in JavaScript
// would be the slower side (bench/README.md, Page cache read by wrk).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** CPU time (user + system) of a process in ms, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Whether wrk (a load generator written in C; Debian's package `wrk`) is on this machine. */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/** wrk's durations (`812.00us`, `1.23ms`, `2.01s`) in ms. */
function wrkMs(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  if (value === undefined) return null;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60000 }[unit];
  return Math.round(Number(value) * factor * 100) / 100;
}

/**
 * One wrk run (one thread) against `url`: req/s, requests, p50 and p99 latency in ms, and the
 * errors (socket errors and answers other than 2xx/3xx).
 */
export async function wrk(url, { connections, seconds, headers = {} }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = await new Promise((resolve, reject) => {
    const child = spawn('wrk', [...args, url]);
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
  });
  const number = (re) => Number(re.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    requests: number(/(\d+) requests in/),
    p50: wrkMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ''),
    p99: wrkMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ''),
    errors: number(/Non-2xx or 3xx responses: (\d+)/) + (socketErrors ? socketErrors.slice(1).reduce((a, n) => a + Number(n), 0) : 0),
  };
}
