// The stack's floor, a second baseline of `npm run bench` (bench/README.md, The stack's floor):
// the product's own services (api/dist, built before a bench) answering two public reads through
// Nest's routing alone on Express, with TypeORM: no middleware, guard, pipe, interceptor, cache or
// media. app ÷ floor is what the product's HTTP pipeline costs; floor ÷ raw what Nest and TypeORM
// cost against hand-written SQL. `node bench/floor-server.mjs` with DATABASE_URL and PORT.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The API's own packages and build, as the app loads them.
const api = join(dirname(fileURLToPath(import.meta.url)), '..', 'api');
const fromApi = createRequire(join(api, 'package.json'));
fromApi('reflect-metadata');
const { Controller, Get, Module } = fromApi('@nestjs/common');
const { NestFactory } = fromApi('@nestjs/core');
const { DataSource } = fromApi('typeorm');
const { dataSourceOptions } = fromApi('./dist/database/database.js');
const { ProgramsService } = fromApi('./dist/programs/programs.service.js');
const { Program } = fromApi('./dist/programs/program.entity.js');
const { SiteSettingsService } = fromApi('./dist/site-settings/site-settings.service.js');
const { SiteSetting } = fromApi('./dist/site-settings/site-setting.entity.js');

/** The reads the floor answers: the product's path names, its services' public lists. */
const READS = {
  programs: (ds) => new ProgramsService(ds.getRepository(Program)),
  'site-settings': (ds) => new SiteSettingsService(ds.getRepository(SiteSetting)),
};

async function main() {
  // All the product's entities: the services' relations (an author, an upload) must resolve.
  const ds = await new DataSource({
    ...dataSourceOptions(process.env.DATABASE_URL),
    entities: [join(api, 'dist', '**', '*.entity.js')],
  }).initialize();
  class Reads {}
  Controller('api')(Reads);
  for (const [path, service] of Object.entries(READS)) {
    const read = service(ds);
    const name = `read-${path}`;
    Reads.prototype[name] = () => read.publicList('en');
    Get(path)(Reads.prototype, name, Object.getOwnPropertyDescriptor(Reads.prototype, name));
  }
  class Floor {}
  Module({ controllers: [Reads] })(Floor);
  const app = await NestFactory.create(Floor, { logger: false });
  await app.listen(Number(process.env.PORT), '127.0.0.1');
  process.send?.('listening');
  process.on('SIGTERM', () =>
    app
      .close()
      .then(() => ds.destroy())
      .then(() => process.exit(0)),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
