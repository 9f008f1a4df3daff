import type { DataSource } from 'typeorm';

/**
 * A typed username as sign-in compares it (docs/behaviour.md, Rate limits): trimmed, at most
 * 100 characters, lowered by PostgreSQL (`sec_edİtor` is `sec_editor`, as the users' lookup
 * finds it). The sign-in limits count under it and a failed sign-in is recorded under it, never
 * as typed. '' for anything that is not text.
 */
export async function comparedUsername(dataSource: DataSource, typed: unknown): Promise<string> {
  const username = typeof typed === 'string' ? typed.trim().slice(0, 100) : '';
  const [{ name }]: { name: string }[] = await dataSource.query('SELECT lower($1) AS name', [username]);
  return name;
}
