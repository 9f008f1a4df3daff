import { rmSync } from 'node:fs';
import type { EmbeddedDatabase } from '../../src/database/embedded';
import { dropDatabase } from './database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.TEST_TEMPLATE_DATABASE) await dropDatabase(process.env.TEST_TEMPLATE_DATABASE);
  const embedded = (globalThis as Record<string, unknown>).__EMBEDDED_PG__ as EmbeddedDatabase | undefined;
  if (embedded) {
    await embedded.stop();
    rmSync(process.env.TEST_EMBEDDED_DIR!, { recursive: true, force: true });
  }
}
