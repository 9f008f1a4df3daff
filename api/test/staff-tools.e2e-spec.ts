import { runArea } from './support/area';

/** Staff tools: the exports and the audit log. */
runArea(__filename);
