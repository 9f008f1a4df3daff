import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  CERTIFICATE_IMPORT_FIELDS,
  CERTIFICATE_IMPORT_LIMITS,
  CERTIFICATE_IMPORT_MESSAGES,
  type CertificateImportRow,
  checkCertificateImportRow,
  coded,
  type ImportRowError,
} from '@institute/shared';
import { parse } from 'csv-parse/sync';

/** Reads the one `file` part into memory, refusing more than the import's 2 MB before it is all held. */
@Injectable()
export class ImportFileInterceptor extends FileInterceptor('file', {
  limits: { fileSize: CERTIFICATE_IMPORT_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
  defParamCharset: 'utf8',
}) {
  async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await super.intercept(context, next);
    } catch (err) {
      throw err instanceof PayloadTooLargeException ? new PayloadTooLargeException(CERTIFICATE_IMPORT_MESSAGES.tooLarge) : err;
    }
  }
}

export interface CheckedImport {
  /** The valid rows, with the row of the file each came from. */
  rows: (CertificateImportRow & { sourceRow: number })[];
  errors: ImportRowError[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file as text: UTF-8 without NUL characters, or 415 (an image, a spreadsheet's binary format). */
function fileText(buffer: Buffer): string {
  let text: string;
  try {
    text = utf8.decode(buffer);
  } catch {
    throw new UnsupportedMediaTypeException(CERTIFICATE_IMPORT_MESSAGES.notCsv);
  }
  if (text.includes('\0')) throw new UnsupportedMediaTypeException(CERTIFICATE_IMPORT_MESSAGES.notCsv);
  return text;
}

/**
 * Parses an import file and checks every row with the certificate rules of libs/shared
 * (docs/api.md, Certificate import). Numbers must also be unique within the file, ignoring
 * case as the table does; whether they are new is the service's check.
 */
export function checkImportFile(file: { buffer: Buffer } | undefined): CheckedImport {
  if (!file) throw new BadRequestException(CERTIFICATE_IMPORT_MESSAGES.fileRequired);
  let records: string[][];
  try {
    records = parse(fileText(file.buffer), { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (err) {
    if (err instanceof UnsupportedMediaTypeException) throw err;
    throw new BadRequestException(`${CERTIFICATE_IMPORT_MESSAGES.notCsv} (${(err as Error).message})`);
  }
  const [header, ...data] = records;
  if (!header) throw new BadRequestException(CERTIFICATE_IMPORT_MESSAGES.noRows);
  const known = CERTIFICATE_IMPORT_FIELDS as readonly string[];
  // Columns are matched by name, so a file may order them as it likes; an optional one may be left out.
  const missing = known.filter((f) => f !== 'isDonorFunded' && f !== 'projectOfficeName' && !header.includes(f));
  if (missing.length) {
    throw new BadRequestException(coded('certificateImport.missingColumns', CERTIFICATE_IMPORT_MESSAGES.missingColumns(missing)));
  }
  const unknown = header.filter((h) => h && !known.includes(h));
  if (unknown.length) {
    throw new BadRequestException(coded('certificateImport.unknownColumns', CERTIFICATE_IMPORT_MESSAGES.unknownColumns(unknown)));
  }
  if (data.length === 0) throw new BadRequestException(CERTIFICATE_IMPORT_MESSAGES.noRows);
  if (data.length > CERTIFICATE_IMPORT_LIMITS.maxRows) throw new BadRequestException(CERTIFICATE_IMPORT_MESSAGES.tooManyRows);

  const rows: CheckedImport['rows'] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  data.forEach((cells, i) => {
    const row = i + 2; // as a spreadsheet numbers it: the header is row 1
    const checked = checkCertificateImportRow(Object.fromEntries(header.map((h, c) => [h, cells[c]])));
    if (checked.row) rows.push({ ...checked.row, sourceRow: row });
    for (const e of checked.errors) errors.push({ row, ...e });
    const number = (cells[header.indexOf('certificateNumber')] ?? '').trim().toLowerCase();
    if (!number) return;
    const first = firstRowOf.get(number);
    if (first === undefined) firstRowOf.set(number, row);
    else errors.push({ row, field: 'certificateNumber', message: CERTIFICATE_IMPORT_MESSAGES.duplicateInFile(first) });
  });
  return { rows, errors };
}
