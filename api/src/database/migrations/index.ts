import { Foundation1764000000000 } from './1764000000000-foundation';

/** Every migration, oldest first. A new one is added here and nowhere else. */
export const MIGRATIONS = [Foundation1764000000000];
