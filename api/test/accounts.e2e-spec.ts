import { runArea } from './support/area';

/** Staff accounts: sign-in, two-factor sign-in, sessions, password reset, users and roles. */
runArea(__filename);
