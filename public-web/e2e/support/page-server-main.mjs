// The page server's process (page-server.ts): started with plain Node, so the API's build and the
// site's server renderer load as they are (Playwright would compile them on the way in, for long).
// Arguments: the worker's server address and the repository's root; env PAGE_SERVER_ANSWERS: the
// API paths answered here, as JSON. It tells its parent its port, and on asking, the reads made.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const [workerUrl, root] = process.argv.slice(2);
const answers = JSON.parse(process.env.PAGE_SERVER_ANSWERS ?? '{}');
// The API's own Express and page handler, as the API runs them.
const apiRequire = createRequire(join(root, 'api', 'package.json'));
const express = apiRequire('express');
const { publicPages } = apiRequire('./dist/ssr/public-pages.js');
const quiet = { log() {}, warn() {}, error() {}, debug() {}, verbose() {} };
const pages = publicPages(join(root, 'public-web', 'dist'), workerUrl, quiet);
if (!pages) throw new Error('The public site and its server renderer must be built (npm run build -w public-web).');

const reads = [];
const app = express();
app.use(async (req, res, next) => {
  const isApi = req.path.startsWith('/api/');
  // A page path (no file name) is rendered here; the rest goes on to the worker's server.
  if (!isApi && !/\.\w+$/.test(req.path)) return next();
  if (isApi) reads.push(req.originalUrl);
  if (isApi && req.method === 'GET' && Object.hasOwn(answers, req.path)) return res.json(answers[req.path]);
  const answer = await fetch(new URL(req.originalUrl, workerUrl), { method: req.method, headers: { cookie: req.headers.cookie ?? '' } });
  res.status(answer.status);
  for (const name of ['content-type', 'cache-control', 'location']) {
    const value = answer.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  res.send(Buffer.from(await answer.arrayBuffer()));
});
app.use(pages.handler);

const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (message) => {
  if (message === 'reads') process.send({ reads });
});
process.on('disconnect', () => process.exit(0));
