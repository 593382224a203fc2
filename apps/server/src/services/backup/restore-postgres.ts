import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { findPgTool } from '../../lib/pg-tools';
import { BackupRefusedError } from './backup-errors';

/** Restores a pg_dump backup into an empty database in one transaction (all of it or nothing). */
export async function restorePostgres(databaseUrl: string, file: string, offset: number): Promise<void> {
  const tables = await countTables(databaseUrl);
  if (tables > 0) {
    throw new BackupRefusedError(
      `The database of DATABASE_URL holds data (${tables} tables): restore only into an empty database.`,
    );
  }
  const child = spawn(
    findPgTool('pg_restore'),
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${databaseUrl}`],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  // pg_restore stopping early (an error) closes its input: its exit code tells why.
  child.stdin.on('error', () => undefined);
  fs.createReadStream(file, { start: offset }).pipe(child.stdin);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`pg_restore failed (exit ${code}): ${stderr.trim()}`);
}

async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
