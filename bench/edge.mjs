// The edge cache of the deployment (deploy/nginx.conf) for `npm run bench`: that same file, with
// its upstream, its listening address and its cache folder replaced, run by Debian's nginx in
// the foreground under a throwaway prefix, so it never meets a system nginx (bench/README.md).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs } from './load.mjs';

const DEPLOY = join(dirname(fileURLToPath(import.meta.url)), '..', 'deploy', 'nginx.conf');

const hasNginx = () => spawnSync('nginx', ['-v']).error === undefined;

/**
 * nginx, or why there is none: installed with apt (Debian's package `nginx`) when missing and
 * this process may; `null` when it is there, the reason otherwise.
 */
export function nginxMissing() {
  if (hasNginx()) return null;
  if (process.getuid?.() !== 0) return 'nginx is not installed (apt-get install nginx, as root)';
  console.log('nginx is not installed: apt-get install -y nginx');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { env, stdio: 'inherit' });
  if (install.error) return `apt-get failed: ${install.error.message}`;
  if (install.status !== 0) return `apt-get install nginx exited with ${install.status}`;
  return hasNginx() ? null : 'nginx still missing after apt-get install';
}

/** deploy/nginx.conf with what differs here replaced, each replacement checked. */
function render(upstream, listen, cacheDir) {
  let text = readFileSync(DEPLOY, 'utf8');
  const replace = (from, to) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer holds "${from}": update bench/edge.mjs`);
    text = text.replaceAll(from, to);
  };
  replace('server app:3000;', `server ${upstream};`);
  replace('listen 80;', `listen ${listen};`);
  replace('/var/cache/nginx/institute', cacheDir);
  return text;
}

/** The pids of `pid` and its children (nginx's master and workers). */
function family(pid) {
  const pids = [pid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === pid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * nginx on 127.0.0.1:`port` in front of `appUrl` with deploy/nginx.conf. The CPU it reports
 * (cpu()) is nginx's, master and workers, plus the app's behind it: what the pair spends.
 */
export async function startNginx(appUrl, appPid, port) {
  const dir = mkdtempSync(join(tmpdir(), 'institute-edge-'));
  // Run as root, nginx's workers are `nobody`: they need to enter the folder and write the cache.
  chmodSync(dir, 0o755);
  for (const sub of ['cache', 'temp']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  writeFileSync(join(dir, 'institute.conf'), render(new URL(appUrl).host, `127.0.0.1:${port}`, join(dir, 'cache')));
  // What the nginx image's own nginx.conf has around conf.d/ (worker per core), minus the access log.
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/institute.conf;
}
`,
  );
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  const test = spawnSync('nginx', [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const child = spawn('nginx', [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || i > 100) throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    cpu: () => family(child.pid).reduce((sum, pid) => sum + safeCpu(pid), 0) + cpuMs(appPid),
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.on('exit', done);
        // SIGQUIT: finish what is in flight, then exit.
        child.kill('SIGQUIT');
      }),
  };
}

function safeCpu(pid) {
  try {
    return cpuMs(pid);
  } catch {
    return 0;
  }
}
