import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_DIR, serverStartArgs } from '../../src/cli/start-command';

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the URL once the server listens, rejects if it exits first. */
  listening: Promise<string>;
  exited: Promise<number | null>;
}

/** Runs `src/server.ts` as `npm start` would, with the given environment on top of a clean one. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  // `npm start`'s own command, without npm in between.
  const child = spawn(process.execPath, serverStartArgs(), {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${text}`)));
  });
  listening.catch(() => {});
  return { child, output: () => text, listening, exited };
}
