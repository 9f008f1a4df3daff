import { prepareTemplate } from '../../../e2e-support/server';
import { fill, SERVER } from './server';

/**
 * Makes the suite's database once: the built API on a new database with the demo content and the
 * suite's staff, then stopped. Each worker's server runs on a copy of it (fixtures.ts). Returns the
 * teardown.
 */
export default async function globalSetup() {
  const { template, drop } = await prepareTemplate(SERVER, fill);
  // Read by the workers, which start after this setup has run.
  if (template) process.env.E2E_TEMPLATE_DATABASE = template;
  return drop;
}
