import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's nginx with the committed ops/nginx.conf, its pid, log and temporary files under `dir`. */
export function startNginx(root: string, dir: string): ChildProcess {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  // Run as root, nginx's workers switch to an unprivileged user that must be able to write its buffers.
  chmodSync(join(dir, 'tmp'), 0o777);
  copyFileSync(join(root, 'ops/nginx.conf'), join(dir, 'nginx.conf'));
  return spawn('/usr/sbin/nginx', ['-p', dir, '-c', 'nginx.conf', '-e', 'error.log'], { stdio: 'ignore' });
}
