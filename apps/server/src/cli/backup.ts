/**
 * npm run backup -- FILE
 * Writes a consistent backup of the configured database (DATABASE_URL, else the embedded one in
 * SHOBDO_DATA_DIR) while the server runs, with the data folder's secret. See docs/operations.md.
 */
import { takeBackup } from '../services/backup/take-backup';
import { readBackupArgs, reportFailure } from './backup-command';

async function main() {
  const { target, file } = readBackupArgs('Usage: npm run backup -- FILE');
  const started = Date.now();
  const { kind, bytes } = await takeBackup(target, file);
  const what = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${target.dataDir}`;
  console.log(
    `Backed up ${what} to ${file} (${(bytes / 1e6).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  console.log('It holds personal data and the token secret: keep it as docs/operations.md says.');
}

main().catch(reportFailure);
