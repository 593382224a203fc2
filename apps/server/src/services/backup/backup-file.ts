import fs from 'node:fs';

/**
 * A backup file: a first line naming the format, one line of JSON about the backup, then the database
 * itself (PGlite's data folder as a gzipped tar, or pg_dump's custom format). One file, so the secret
 * and the data it signs tokens for travel together (decision 0048).
 */
export const BACKUP_MAGIC = 'SHOBDO-BACKUP 1';

export interface BackupHeader {
  kind: 'pglite' | 'postgres';
  created_at: string;
  /** The data folder's generated token secret, when there is one (not SHOBDO_SECRET from the environment). */
  secret: string | null;
}

export function encodeHeader(header: BackupHeader): Buffer {
  return Buffer.from(`${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`, 'utf8');
}

export class BackupFormatError extends Error {
  override name = 'BackupFormatError';
}

/** Reads a backup's header; `offset` is where the database's bytes begin. */
export async function readHeader(file: string): Promise<{ header: BackupHeader; offset: number }> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    const first = head.indexOf(0x0a);
    const second = first < 0 ? -1 : head.indexOf(0x0a, first + 1);
    if (second < 0 || head.subarray(0, first).toString('utf8') !== BACKUP_MAGIC) {
      throw new BackupFormatError(`${file} is not a Shobdo backup (written by npm run backup).`);
    }
    const header = JSON.parse(head.subarray(first + 1, second).toString('utf8')) as BackupHeader;
    if (header.kind !== 'pglite' && header.kind !== 'postgres') {
      throw new BackupFormatError(`${file} holds an unknown kind of backup.`);
    }
    return { header, offset: second + 1 };
  } finally {
    await handle.close();
  }
}
