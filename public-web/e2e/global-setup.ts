import { templateSetup } from '../../e2e-support/server';
import { fill, SERVER } from './support/server';

/**
 * Makes the suite's database once: the built API on a new database, the known content created
 * through the admin API, the server stopped. Each worker's server then runs on a copy of it
 * (support/test.ts). Nothing is built here: run the two builds first. Returns the teardown.
 */
export default templateSetup(SERVER, fill);
