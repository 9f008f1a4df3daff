import { runArea } from './support/area';

/** Certificates: staff's records, verification by visitors, the import of a spreadsheet and the QR codes. */
runArea(__filename);
