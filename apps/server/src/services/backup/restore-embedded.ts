import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../../db/embedded-lock';
import { BackupRefusedError } from './backup-errors';

/**
 * Unpacks an embedded backup into an empty data folder. The folder's lock is held throughout, so no
 * server starts on it half-restored; the database is unpacked beside its place and renamed when PGlite
 * has opened it (and replayed its log), so an interrupted restore leaves no half-made database.
 */
export async function restoreEmbedded(dataDir: string, file: string, offset: number): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  const present = ['pglite', 'secret'].filter((name) => fs.existsSync(path.join(dataDir, name)));
  if (present.length > 0) {
    throw new BackupRefusedError(
      `The data folder ${dataDir} holds data (${present.join(', ')}): restore only into an empty folder.`,
    );
  }
  const release = await lockDataDir(dataDir, (error) => console.warn(error.message));
  try {
    const building = `${target}.restoring`;
    await fs.promises.rm(building, { recursive: true, force: true });
    await fs.promises.mkdir(building, { recursive: true });
    const bytes = (await fs.promises.readFile(file)).subarray(offset);
    const pg = await PGlite.create(building, { loadDataDir: new Blob([bytes]) });
    try {
      await pg.query('select count(*) from users');
      await pg.exec('CHECKPOINT');
    } finally {
      await pg.close();
    }
    await fs.promises.rename(building, target);
  } finally {
    await release();
  }
}
