import path from 'node:path';

/** The socket through which `npm run backup` asks the running server for its embedded database (decision 0048). */
export const BACKUP_SOCKET = 'backup.sock';

// A Unix socket path is at most 107 bytes on Linux.
const MAX_SOCKET_PATH = 107;

/** The socket's path in a data folder, or null when the folder's path is too long for one. */
export function backupSocketPath(dataDir: string): string | null {
  const full = path.join(dataDir, BACKUP_SOCKET);
  return Buffer.byteLength(full) <= MAX_SOCKET_PATH ? full : null;
}

/** The first line of the socket's answer: the dump follows `ok`; `error <message>` ends it. */
export const SOCKET_OK = 'ok\n';
