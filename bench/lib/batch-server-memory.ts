// The batch bench's start-memory figure: the real server process, started as `npm start` starts it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SERVER_DIR, serverStartArgs } from '../../apps/server/src/cli/start-command';

/** A process's resident memory (VmRSS), in MB. */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kb / 1024;
}

/** Starts the real server on `dataDir`, waits for its health answer, reads its RSS, stops it. */
export async function serverStartMemory(dataDir: string): Promise<{ rss_mb: number; ready_ms: number }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const started = performance.now();
  const child = spawn(process.execPath, serverStartArgs(), {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOBDO_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHOBDO_ADMIN_PASSWORD: 'bench-password-1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (let i = 0; i < 1800; i++) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { rss_mb: residentMb(child.pid as number), ready_ms: performance.now() - started };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the server did not answer /api/health/ within 180 s');
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  }
}
