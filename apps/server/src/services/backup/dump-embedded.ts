import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { openDatabase } from '../../db/open-database';
import { BackupRefusedError } from './backup-errors';
import { backupSocketPath, SOCKET_OK } from './backup-socket-path';

/**
 * The embedded database's files as a gzipped tar: asked of the running server through its backup socket
 * (plugins/backup-socket.ts), or, when no server runs, read under the folder's lock so that none starts
 * meanwhile.
 */
export async function dumpEmbedded(dataDir: string): Promise<Uint8Array> {
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    throw new BackupRefusedError(`There is no embedded database in ${dataDir} (set SHOBDO_DATA_DIR or DATABASE_URL).`);
  }
  const socket = backupSocketPath(dataDir);
  if (socket && existsSync(socket)) {
    try {
      return await askServer(socket);
    } catch (error) {
      // A socket file with nobody listening: the server was killed; the lock decides below.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw error;
    }
  }
  const opened = await openDatabase({
    databaseUrl: undefined,
    dataDir,
    embeddedStorage: 'data-dir',
    onLockCompromised: (error) => console.warn(error.message),
    onIdleClientError: () => undefined,
  });
  try {
    return await opened.dumpDataDir!();
  } finally {
    await opened.close();
  }
}

function askServer(socketPath: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath, () => socket.write('dump\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const answer = Buffer.concat(chunks);
      if (answer.subarray(0, SOCKET_OK.length).toString('utf8') === SOCKET_OK) {
        resolve(new Uint8Array(answer.subarray(SOCKET_OK.length)));
      } else {
        const line = answer.subarray(0, 500).toString('utf8').trim();
        reject(
          new Error(`The running server could not write the backup: ${line.replace(/^error /, '') || 'no answer'}`),
        );
      }
    });
  });
}
