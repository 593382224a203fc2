import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Who holds a data folder: written into its lock file. */
export interface LockHolder {
  pid: number;
  /** The holder's start time as the kernel tells it (Linux: /proc/<pid>/stat field 22), so a reused PID is not mistaken for the holder. */
  startTime: string | null;
  hostname: string;
  acquiredAt: string;
}

export const LOCK_FILE = 'server.lock';
const CHECK_INTERVAL_MS = 5_000;

/** A process's start time in clock ticks since boot (Linux), or null where /proc is not there. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the process has ended but not been reaped yet (Linux state Z or X). A server killed with
 * kill -9 stays a zombie until its parent collects it; it holds no files any more, so it holds no lock.
 */
export function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  if (isZombie(pid)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the holder named in a lock file still runs: same host, the PID alive, and (where the
 * kernel tells start times) the process at that PID started when the holder did. A holder on
 * another host (a shared folder) cannot be checked and counts as alive.
 */
export function holderIsAlive(holder: LockHolder): boolean {
  if (holder.hostname !== os.hostname()) return true;
  if (holder.pid === process.pid) return true;
  if (!isAlive(holder.pid)) return false;
  const now = processStartTime(holder.pid);
  return holder.startTime === null || now === null || now === holder.startTime;
}

function readHolder(file: string): { text: string; holder: LockHolder | null } | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return { text, holder: Number.isInteger(holder.pid) ? holder : null };
  } catch {
    // Half-written by a holder killed between open and write: nobody can be holding it.
    return { text, holder: null };
  }
}

/**
 * One server process per data folder: the embedded PGlite database would be corrupted by two
 * writers. The lock is a file created exclusively in the folder, naming its holder's PID, start
 * time and host. A holder that died without releasing it (kill -9, the OOM killer, a power cut) is
 * recognised at once, so a restart right after a crash starts. While held, the file is checked
 * every few seconds; if someone removed or replaced it, `onCompromised` is told.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(fs.realpathSync(dataDir), LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    hostname: os.hostname(),
    acquiredAt: new Date().toISOString(),
  };
  const text = JSON.stringify(me);

  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      try {
        fs.writeSync(fd, text);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const current = readHolder(file);
    if (!current) continue;
    if (current.holder && holderIsAlive(current.holder)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another Shobdo server process (PID ${current.holder.pid}` +
          `${current.holder.hostname !== me.hostname ? ` on ${current.holder.hostname}` : ''}). ` +
          'Stop that process, or give this one another SHOBDO_DATA_DIR (or a DATABASE_URL).',
      );
    }
    // A dead holder's lock: removed only if it is still the one read (another starter may have taken it).
    if (readHolder(file)?.text === current.text) fs.rmSync(file, { force: true });
  }

  const timer = setInterval(() => {
    const current = readHolder(file);
    if (current?.text !== text) {
      clearInterval(timer);
      onCompromised(new Error(`The lock file ${file} was removed or replaced by another process.`));
    }
  }, CHECK_INTERVAL_MS);
  timer.unref();

  return async () => {
    clearInterval(timer);
    if (readHolder(file)?.text === text) fs.rmSync(file, { force: true });
  };
}
