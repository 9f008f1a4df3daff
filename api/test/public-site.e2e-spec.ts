import { runArea } from './support/area';

/** The public site: its reads and their cache, the pages as the server renders them, SEO files, the web server's own answers, and the response cache under a flood of addresses. */
runArea(__filename);
