import { runArea } from './support/area';

/** Operations: health, a database outage, the server process, demo content, the OpenAPI document, errors and bad input. */
runArea(__filename);
