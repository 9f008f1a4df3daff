import { runArea } from './support/area';

/** The Nepali side of the site: translations, Nepali news and pages, and the spellings of a path. */
runArea(__filename);
