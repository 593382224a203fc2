import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findPgTool } from '../../lib/pg-tools';
import { encodeHeader, type BackupHeader } from './backup-file';
import { dumpEmbedded } from './dump-embedded';

export interface BackupTarget {
  /** PostgreSQL URL; undefined means the embedded database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
}

/** The data folder's generated token secret, if it has one. */
export function readDataDirSecret(dataDir: string): string | null {
  try {
    return fs.readFileSync(path.join(dataDir, 'secret'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * npm run backup -- FILE: a consistent backup while the server runs. PostgreSQL: pg_dump's custom
 * format (one snapshot by itself). Embedded: the running server's data folder as a tar taken between
 * transactions (dump-embedded.ts). The file is written beside its place and renamed when complete, with
 * mode 0600: it holds personal data and the token secret.
 */
export async function takeBackup(
  target: BackupTarget,
  file: string,
): Promise<{ kind: BackupHeader['kind']; bytes: number }> {
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  const header: BackupHeader = {
    kind,
    created_at: new Date().toISOString(),
    secret: readDataDirSecret(target.dataDir),
  };
  const partial = `${file}.partial`;
  try {
    await fs.promises.writeFile(partial, encodeHeader(header), { mode: 0o600 });
    if (target.databaseUrl) await pgDumpInto(target.databaseUrl, partial);
    else await fs.promises.appendFile(partial, await dumpEmbedded(target.dataDir));
    const handle = await fs.promises.open(partial, 'r+');
    await handle.sync();
    await handle.close();
    await fs.promises.rename(partial, file);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return { kind, bytes: (await fs.promises.stat(file)).size };
}

/** pg_dump writes straight into the file, after the header. */
async function pgDumpInto(databaseUrl: string, file: string): Promise<void> {
  const fd = fs.openSync(file, 'a');
  try {
    const child = spawn(findPgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', databaseUrl], {
      stdio: ['ignore', fd, 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr.trim()}`);
  } finally {
    fs.closeSync(fd);
  }
}
