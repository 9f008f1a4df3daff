import { join } from 'node:path';
import { runArea } from './support/area';

/** Staff tools: the exports and the audit log. */
runArea(join(__dirname, 'staff-tools'));
