// `npm run bench:media` (after `npm run build`): the media pipeline of the built app (docs/api.md,
// Media library). Three phone-like photos are made at run time (4032x3024 JPEG of about 3.6 MB with
// GPS, make, model and date; the third stored with EXIF Orientation 6) and uploaded 10 times in
// turn, one at a time, to the app on a throwaway database: for each upload the time to its answer
// (every variant stored), the server's CPU time and its peak memory (the process's high-water
// mark, reset before each upload); then the bytes a phone gets against the photo sent. See
// README.md (Media pipeline). Environment: DATABASE_URL (a PostgreSQL server; default the local
// one), BENCH_MEDIA_UPLOADS (default 10).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { phonePhoto } from '../e2e-support/photos.mjs';
import { cpuMs } from './load.mjs';
import { database, signIn, startApp } from './processes.mjs';

const UPLOADS = Number(process.env.BENCH_MEDIA_UPLOADS ?? 10);
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'media-results.json');

/** The process's peak resident memory (VmHWM) in MB; `reset` starts a new peak (clear_refs 5). */
function peakMb(pid, reset = false) {
  if (reset) writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 102.4) / 10;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kB = (bytes) => `${Math.round(bytes / 1024)} kB`;

const photos = await Promise.all([1, 2, 3].map((seed) => phonePhoto({ seed, orientation: seed === 3 ? 6 : undefined })));
console.log(`photos: ${photos.map((p) => kB(p.length)).join(', ')} (4032x3024 JPEG with GPS, make, model, date; the third Orientation=6)`);

const db = await database();
// glibc's allocator setting, passed on to compare (bench/README.md, Media pipeline).
const app = await startApp(db.url, { env: process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {} });
const runs = [];
try {
  const cookie = await signIn(app);
  for (let i = 0; i < UPLOADS; i++) {
    const photo = photos[i % photos.length];
    const body = new FormData();
    body.append('file', new Blob([photo], { type: 'image/jpeg' }), `IMG_000${(i % 3) + 1}.jpg`);
    peakMb(app.pid, true);
    const cpuBefore = cpuMs(app.pid);
    const started = performance.now();
    const res = await fetch(`${app.url}/api/admin/uploads`, { method: 'POST', headers: { cookie, origin: app.url }, body });
    const ms = performance.now() - started;
    if (res.status !== 201) throw new Error(`upload ${i + 1} answered ${res.status}: ${await res.text()}`);
    const answer = await res.json();
    runs.push({ ms, cpuMs: cpuMs(app.pid) - cpuBefore, peakMb: peakMb(app.pid), sent: photo.length, answer });
    console.log(
      `upload ${String(i + 1).padStart(2)}: ${Math.round(ms)} ms, CPU ${cpuMs(app.pid) - cpuBefore} ms, peak ${runs.at(-1).peakMb} MB, ` +
        `${answer.width}x${answer.height}, ${answer.variants.length} variants`,
    );
  }
  // What a phone (about 400 CSS px wide at 2-3x, so the 960 px variant at most) and a desktop get.
  const last = runs.at(-1).answer;
  const size = async (url) => (await (await fetch(`${app.url}${url}`)).arrayBuffer()).byteLength;
  const variant = (width, type) => last.variants.find((v) => v.width === width && v.type === type);
  const bytes = {
    sent: runs.at(-1).sent,
    cleaned: last.fileSize,
    webp640: await size(variant(640, 'image/webp').url),
    webp960: await size(variant(960, 'image/webp').url),
    jpeg960: await size(variant(960, 'image/jpeg').url),
    webp1920: await size(variant(1920, 'image/webp').url),
  };
  const summary = {
    date: new Date().toISOString(),
    uploads: UPLOADS,
    medianMs: Math.round(median(runs.map((r) => r.ms))),
    worstMs: Math.round(Math.max(...runs.map((r) => r.ms))),
    medianCpuMs: median(runs.map((r) => r.cpuMs)),
    worstCpuMs: Math.max(...runs.map((r) => r.cpuMs)),
    peakMb: Math.max(...runs.map((r) => r.peakMb)),
    bytes,
  };
  console.log(
    `\nanswer: median ${summary.medianMs} ms, worst ${summary.worstMs} ms; CPU per upload: median ${summary.medianCpuMs} ms, ` +
      `worst ${summary.worstCpuMs} ms; peak memory of the process: ${summary.peakMb} MB`,
  );
  console.log(
    `bytes: sent ${kB(bytes.sent)}, cleaned ${kB(bytes.cleaned)}, 640w WebP ${kB(bytes.webp640)}, 960w WebP ${kB(bytes.webp960)} ` +
      `(JPEG ${kB(bytes.jpeg960)}), 1920w WebP ${kB(bytes.webp1920)}`,
  );
  writeFileSync(RESULTS, JSON.stringify(summary, null, 2) + '\n');
} finally {
  await app.stop();
  await db.drop();
}
