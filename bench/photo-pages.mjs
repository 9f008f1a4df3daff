// `npm run bench:photos` (after `npm run build`): Lighthouse on mobile with phone photos as the
// site's images (bench/README.md, Pages with phone photos). The built app runs on a throwaway
// database with the demo content; three phone-like photos made at run time (4032x3024 JPEG of about
// 3.5 MB with GPS, make, model and date, the third stored with EXIF Orientation 6) are uploaded
// through the media library and become the image of every hero slide, news item, program and
// project. Then the public site's Lighthouse bench (public-web/scripts/bench.mjs) measures `/`,
// `/news-notices`, an article and `/programs` on it (BENCH_RUNS runs a page, default 3) and keeps
// its figures under the label `phone-photos`. Environment: DATABASE_URL (default the local server).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { phonePhoto } from '../e2e-support/photos.mjs';
import { database, signIn, startApp } from './processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const db = await database();
const app = await startApp(db.url, { env: { SEED_DEMO: 'true' } });
try {
  const cookie = await signIn(app);
  const call = async (method, path, body) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: { cookie, origin: app.url, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
      body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const urls = [];
  for (const seed of [1, 2, 3]) {
    const body = new FormData();
    const photo = await phonePhoto({ seed, orientation: seed === 3 ? 6 : undefined });
    body.append('file', new Blob([photo], { type: 'image/jpeg' }), `IMG_000${seed}.jpg`);
    urls.push((await call('POST', '/api/admin/uploads', body)).url);
  }
  const photo = (i) => urls[i % urls.length];
  const images = {
    'hero-slides': (i) => ({ image: photo(i) }),
    news: (i) => ({ imageUrls: [photo(i)] }),
    programs: (i) => ({ imageUrl: photo(i) }),
    projects: (i) => ({ imageUrl: photo(i) }),
  };
  for (const [resource, fields] of Object.entries(images)) {
    const records = await call('GET', `/api/admin/${resource}?range=[0,999]`);
    for (const [i, record] of records.entries()) await call('PUT', `/api/admin/${resource}/${record.id}`, fields(i));
    console.log(`${resource}: ${records.length} records with a phone photo`);
  }
  const bench = spawn(process.execPath, [join(root, 'public-web', 'scripts', 'bench.mjs')], {
    env: {
      ...process.env,
      BENCH_URL: app.url,
      BENCH_PARTS: 'lighthouse',
      BENCH_PAGES: process.env.BENCH_PAGES ?? '/,/news-notices,article,/programs',
      BENCH_LABEL: 'phone-photos',
    },
    stdio: 'inherit',
  });
  const code = await new Promise((resolve) => bench.on('exit', resolve));
  if (code !== 0) process.exitCode = code ?? 1;
} finally {
  await app.stop();
  await db.drop();
}
