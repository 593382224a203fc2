// @ts-check
// Plain JavaScript (types checked from the JSDoc), so the database thread runs without the TypeScript loader, whose own
// thread would cost the server about 20 MB of resident memory (docs/performance.md, decision 0106).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes PGlite's writes durable. PGlite runs PostgreSQL with fsync off (`-F` among its default start
 * parameters), and its Node file system turns every fsync into nothing, so a committed transaction
 * is in the operating system's cache, not on disk, when it is acknowledged. An OS crash or a power
 * cut could lose it, or tear a data page (decision 0017).
 *
 * The barrier is called after each request that may have written, before the answer leaves the
 * database thread:
 * - The write-ahead log files that changed since the last barrier are fsynced (and the pg_wal
 *   folder when a segment appeared): every acknowledged commit is in the durable log, which
 *   PostgreSQL replays on the next start.
 * - When a checkpoint happened (global/pg_control changed), every data file changed since the last
 *   data sync is fsynced first, so the log PostgreSQL may now recycle is not the only copy.
 * A read that wrote nothing finds no changed file: one directory listing and a few stat calls.
 * The analysis writer's group commit puts many analyses behind one barrier.
 *
 * @typedef {object} DurableCommit
 * @property {() => void} barrier
 * @property {number} syncs fsync calls issued so far (for tests and benchmarks).
 */

/**
 * @param {string} pgdata
 * @returns {DurableCommit}
 */
export function createDurableCommit(pgdata) {
  const walDir = path.join(pgdata, 'pg_wal');
  const controlFile = path.join(pgdata, 'global', 'pg_control');
  /** @type {Map<string, number>} */
  const walSeen = new Map();
  let controlMtime = mtimeOf(controlFile);
  let lastDataSync = Date.now();
  let syncs = 0;

  /**
   * @param {string} file
   * @param {boolean} [directory]
   */
  function fsyncPath(file, directory = false) {
    /** @type {number | undefined} */
    let fd;
    try {
      fd = fs.openSync(file, directory ? 'r' : 'r+');
      fs.fsyncSync(fd);
      syncs += 1;
    } catch (error) {
      // A WAL segment recycled between listing and opening is gone: nothing left to sync.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
  }

  /** @param {number} since */
  function syncChangedDataFiles(since) {
    /** @param {string} dir */
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          walk(full);
          fsyncPath(full, true);
        } else if (entry.isFile() && mtimeOf(full) >= since) {
          fsyncPath(full);
        }
      }
    };
    walk(pgdata);
  }

  return {
    get syncs() {
      return syncs;
    },
    barrier() {
      const control = mtimeOf(controlFile);
      if (control !== controlMtime) {
        const started = Date.now();
        // Files touched since the previous data sync (one second of slack for coarse mtimes).
        syncChangedDataFiles(lastDataSync - 1000);
        lastDataSync = started;
        controlMtime = control;
      }
      // File times are coarse (a few milliseconds): two writes may leave the same mtime, so the
      // newest segment is always synced (cheap when it has nothing unwritten), others when changed.
      let newSegment = false;
      /** @type {{ file: string; mtime: number } | undefined} */
      let newest;
      /** @type {Set<string>} */
      const synced = new Set();
      for (const name of fs.readdirSync(walDir)) {
        if (!/^[0-9A-F]{24}$/.test(name)) continue;
        const file = path.join(walDir, name);
        const mtime = mtimeOf(file);
        const seen = walSeen.get(name);
        if (seen === undefined) newSegment = true;
        if (!newest || mtime >= newest.mtime) newest = { file, mtime };
        if (seen !== mtime) {
          fsyncPath(file);
          synced.add(file);
          walSeen.set(name, mtime);
        }
      }
      if (newest && !synced.has(newest.file)) fsyncPath(newest.file);
      if (newSegment) fsyncPath(walDir, true);
    },
  };
}

/** @param {string} file */
function mtimeOf(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}
