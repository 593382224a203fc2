import fs from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * One server process per data folder: the embedded PGlite database would be corrupted by two
 * writers. The lock is a directory refreshed every few seconds; a crashed holder's lock goes stale
 * after 10 s, so a restart right after a crash may need to wait that long.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { stale: 10_000, update: 2_500, realpath: true, onCompromised });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another Shobdo server process. ` +
          'Stop that process, or give this one another SHOBDO_DATA_DIR (or a DATABASE_URL).',
      );
    }
    throw error;
  }
}
