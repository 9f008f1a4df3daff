/**
 * Writes src/openapi/metadata.ts: what @nestjs/swagger's CLI plugin reads from the DTOs (types,
 * required and nullable fields, literal class-validator bounds, doc comments as descriptions),
 * for builds that cannot run the plugin inside the compiler (tsc, swc). docs/api.md, The OpenAPI document.
 * `--check` writes nothing and fails when the committed file differs from what it would write.
 */
import { PluginMetadataGenerator } from '@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator.js';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const api = join(import.meta.dirname, '..');
// The DTOs' types come from libs/shared as built (its package points at dist): without it every
// enum of a union type would be read as Object.
if (!existsSync(join(api, '..', 'libs', 'shared', 'dist', 'index.d.ts'))) {
  console.error('Build libs/shared first: npm run build -w libs/shared');
  process.exit(1);
}
const source = join(api, 'src', 'openapi');
const check = process.argv.includes('--check');
const outputDir = check ? mkdtempSync(join(tmpdir(), 'openapi-metadata-')) : source;

new PluginMetadataGenerator().generate({
  visitors: [
    new ReadonlyVisitor({
      pathToSource: source,
      classValidatorShim: true,
      introspectComments: true,
      dtoFileNameSuffix: ['.dto.ts'],
      // Not the controllers: each route states its summary, answers and security in decorators
      // (the plugin's would not be merged into an @ApiOperation or @ApiResponse already there).
      controllerFileNameSuffix: [],
    }),
  ],
  outputDir,
  tsProgramRef: ReadonlyVisitor.createTsProgram(join(api, 'tsconfig.build.json')),
});

if (check) {
  const fresh = readFileSync(join(outputDir, 'metadata.ts'), 'utf8');
  rmSync(outputDir, { recursive: true });
  if (fresh !== readFileSync(join(source, 'metadata.ts'), 'utf8')) {
    console.error('api/src/openapi/metadata.ts is stale: run `npm run openapi:metadata -w api` and commit it.');
    process.exit(1);
  }
}
