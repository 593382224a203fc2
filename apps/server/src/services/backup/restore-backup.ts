import fs from 'node:fs';
import path from 'node:path';
import { readHeader, type BackupHeader } from './backup-file';
import { BackupRefusedError } from './backup-errors';
import { restoreEmbedded } from './restore-embedded';
import { restorePostgres } from './restore-postgres';
import type { BackupTarget } from './take-backup';

/**
 * npm run restore -- FILE: fills an empty data folder (embedded backup) or an empty database
 * (PostgreSQL backup, DATABASE_URL), and refuses one that holds data. The data folder's secret comes
 * back with it, so the restored accounts' sessions stay valid.
 */
export async function restoreBackup(target: BackupTarget, file: string): Promise<{ kind: BackupHeader['kind'] }> {
  const { header, offset } = await readHeader(file);
  if (header.kind === 'pglite') {
    if (target.databaseUrl) {
      throw new BackupRefusedError(
        'This is a backup of the embedded database: restore it with DATABASE_URL unset, into SHOBDO_DATA_DIR.',
      );
    }
    await restoreEmbedded(target.dataDir, file, offset);
  } else {
    if (!target.databaseUrl) {
      throw new BackupRefusedError('This is a backup of a PostgreSQL database: set DATABASE_URL to an empty database.');
    }
    await restorePostgres(target.databaseUrl, file, offset);
  }
  if (header.secret) writeSecret(target.dataDir, header.secret);
  return { kind: header.kind };
}

/** Puts the backup's token secret back, unless the folder already has one (which then signs new tokens). */
function writeSecret(dataDir: string, secret: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secret');
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (fs.readFileSync(file, 'utf8').trim() !== secret) {
      console.warn(`${file} already holds another secret: sessions from the backup will have to sign in again.`);
    }
  }
}
