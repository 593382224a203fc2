/**
 * npm run restore -- FILE
 * Fills an empty data folder (SHOBDO_DATA_DIR) or an empty database (DATABASE_URL) from a backup of
 * npm run backup, and refuses one that holds data. See docs/operations.md.
 */
import { restoreBackup } from '../services/backup/restore-backup';
import { readBackupArgs, reportFailure } from './backup-command';

async function main() {
  const { target, file } = readBackupArgs('Usage: npm run restore -- FILE');
  const { kind } = await restoreBackup(target, file);
  const where = kind === 'postgres' ? 'the database of DATABASE_URL' : `the data folder ${target.dataDir}`;
  console.log(`Restored ${file} into ${where}. Start the server as usual.`);
}

main().catch(reportFailure);
