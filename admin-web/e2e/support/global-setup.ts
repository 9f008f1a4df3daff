import { templateSetup } from '../../../e2e-support/server';
import { fill, SERVER } from './server';

/**
 * Makes the suite's database once: the built API on a new database with the demo content and the
 * suite's staff, then stopped. Each worker's server runs on a copy of it (fixtures.ts). Returns the
 * teardown.
 */
export default templateSetup(SERVER, fill);
