import { createApp } from './app';
import { JsonLogger } from './common/logger';
import { loadConfigOrExit } from './config/config';
import { SET_ASIDE } from './storage/media-storage';
import { MediaBackfill } from './uploads/media-backfill';

/**
 * `npm run media:backfill -w api`: what every start does in the background (docs/operations.md,
 * Media), run by hand and waited for: the uploads stored before the media pipeline are recorded,
 * cleaned under new URLs with their variants (or set aside), and what was done is printed. Safe beside running
 * processes on the same database (each file is claimed once); with the embedded PostgreSQL (no
 * DATABASE_URL) stop the server first, as the database then belongs to one process.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const running = await createApp(config, new JsonLogger('error'));
  try {
    const report = await running.app.get(MediaBackfill).run();
    process.stdout.write(
      `Media backfill: ${report.recorded} file(s) recorded, ${report.cleaned} image(s) cleaned to new URLs with ` +
        `${report.variants} variant(s) (${report.records} record(s) updated), ${report.documents} PDF(s) kept as they are, ` +
        `${report.failed.length} set aside as not cleanable\n`,
    );
    for (const { from, to } of report.moved) process.stdout.write(`  cleaned: ${from} -> ${to}\n`);
    for (const name of report.failed) process.stdout.write(`  set aside, needs a new upload: ${name} -> ${SET_ASIDE}/${name}\n`);
  } finally {
    await running.close();
  }
}

main().catch((err) => {
  process.stderr.write(`Media backfill failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
