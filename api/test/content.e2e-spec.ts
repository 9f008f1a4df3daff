import { runArea } from './support/area';

/** Content staff edit: news, projects, downloads, ordered and keyed records, revisions, and the admin lists' query parameters. */
runArea(__filename);
