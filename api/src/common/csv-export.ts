import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type PoolClient, types } from 'pg';
import Cursor from 'pg-cursor';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListQueryDto } from './dto/list-query.dto';
import { applyListQuery, type ListSpec } from './list-query';

/** One column of an export: its header and the query builder expression it reads (`row.name`). */
export interface CsvColumn {
  header: string;
  select: string;
  /** Turns the database value into the cell's text; default: text, dates as ISO 8601, true/false as Yes/No. */
  format?: (value: unknown) => string;
}

/** What an export reads from: a list spec and the query its list starts from. */
export interface Exportable {
  readonly spec: ListSpec;
  exportQuery(): SelectQueryBuilder<ObjectLiteral>;
}

/** Rows fetched from the cursor at a time: what an export holds in memory at once. */
const BATCH = 500;
/** A UTF-8 byte order mark: without it Excel reads the file as the local code page and Devanagari breaks. */
const BOM = '\uFEFF';
const DATE_OID = 1082;

/** 'date' columns stay 'YYYY-MM-DD' text; every other type is parsed as node-postgres does. */
const exportTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? (value: string) => value : types.getTypeParser(oid, format as 'text'),
};

function defaultFormat(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** A cell that is a plain number or phone number (`+977 980-000-0000`, `-12.5`): kept as typed. */
const PLAIN_NUMBER = /^[+-]?[\d\s().-]+$/;
/** The first characters that make a spreadsheet read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell starting
 * with =, +, -, @, a tab or a carriage return gets a leading apostrophe, unless the whole cell
 * is a plain number or phone number, so opening an export runs nothing a visitor typed, in any
 * spreadsheet (docs/api.md, Exports). Every export writes its cells here.
 * @internal exported for its unit test
 */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (cells: string[]) => cells.map(csvCell).join(',') + '\r\n';

const logger = new Logger('Export');

/**
 * Answers an admin list as a CSV download (docs/api.md, Exports): the list's `filter` and
 * `sort` (its `range` is ignored: every matching row), read through a database cursor
 * BATCH rows at a time and written as the client takes them, so the memory used does not
 * grow with the number of rows.
 */
export async function sendCsvExport(
  source: Exportable,
  query: ListQueryDto,
  res: Response,
  columns: readonly CsvColumn[],
  fileName: string,
): Promise<void> {
  const { range: _all, ...list } = query.list();
  const qb = applyListQuery(source.exportQuery(), list, source.spec);
  qb.select(columns.map((c) => c.select));
  const [sql, params] = qb.getQueryAndParameters();
  // A connection of TypeORM's pool, held through its public query runner while the cursor reads.
  const runner = qb.connection.createQueryRunner();
  const client = (await runner.connect()) as PoolClient;
  const cursor = client.query(new Cursor<unknown[]>(sql, params, { rowMode: 'array', types: exportTypes }));
  try {
    // The first batch is read before anything is sent, so a database failure is still an ordinary error answer.
    let rows = await cursor.read(BATCH);
    const day = new Date().toISOString().slice(0, 10);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}-${day}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    async function* lines() {
      yield BOM + csvLine(columns.map((c) => c.header));
      while (rows.length) {
        let chunk = '';
        for (const row of rows) chunk += csvLine(row.map((value, i) => (columns[i].format ?? defaultFormat)(value)));
        yield chunk;
        rows = await cursor.read(BATCH);
      }
    }
    // pipeline waits for the client to take each chunk before the next is read.
    await pipeline(Readable.from(lines()), res).catch((err: unknown) => {
      // Half a file has gone out: the connection is cut, so the client sees a failed download, never a short one.
      if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        logger.error(`Export ${fileName} failed after the headers: ${(err as Error).message}`);
      }
    });
  } finally {
    await cursor.close().catch(() => undefined);
    await runner.release();
  }
}
