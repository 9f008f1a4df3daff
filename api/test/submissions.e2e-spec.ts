import { runArea } from './support/area';

/** What visitors send: applications, contact messages, the forms of the home page and of other pages, abuse checks, and the mails they cause. */
runArea(__filename);
