import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

export interface Instance {
  port: number;
  process: ChildProcess;
  /** Set when the process ended, with its exit code or signal. */
  exited?: string;
  /** When its end was seen (Date.now()). */
  exitedAt?: number;
}

/** Starts one Shobdo server process (what `npm start -w apps/server` runs) on `port`. */
export function startInstance(root: string, logDir: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--max-semi-space-size=2', '--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/server'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(join(logDir, `instance-${port}.log`));
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const instance: Instance = { port, process: child };
  child.on('exit', (code, signal) => {
    instance.exited = signal ?? String(code);
    instance.exitedAt = Date.now();
  });
  return instance;
}

/** Polls `url` until it answers `status` (or the time is up); returns the milliseconds it took. */
export async function waitFor(url: string, status: number, timeoutMs: number, instance?: Instance): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (instance?.exited)
      throw new Error(`the instance on port ${instance.port} exited (${instance.exited}), see its log`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === status) return Date.now() - started;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
}
