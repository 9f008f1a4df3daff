import { runArea } from './support/area';

/** E-mail subscriptions: subscribing, the links, the mails on publish and their queue, the staff's calls. */
runArea(__filename);
