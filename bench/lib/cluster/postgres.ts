import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** A throwaway PostgreSQL 15 cluster (the README's recipe) that the cluster test stops and starts. */
export class Postgres {
  readonly url: string;
  private readonly data: string;

  constructor(
    private readonly dir: string,
    readonly port: number,
  ) {
    this.data = join(dir, 'data');
    this.url = `postgres://app@127.0.0.1:${port}/postgres`;
  }

  async init(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    chownSync(this.dir, uid('postgres'), gid('postgres'));
    await this.run(`${PG_BIN}/initdb`, '-D', this.data, '-U', 'app', '--auth=trust', '-E', 'UTF8');
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c max_connections=100`;
    await this.run(`${PG_BIN}/pg_ctl`, '-D', this.data, '-l', join(this.dir, 'log'), '-o', options, '-w', 'start');
  }

  /** `-m fast`: open connections are told 57P01 (admin shutdown) and cut, as in a real restart. */
  async stop(): Promise<void> {
    try {
      await this.run(`${PG_BIN}/pg_ctl`, '-D', this.data, '-m', 'fast', '-w', 'stop');
    } catch {
      // Not running.
    }
  }

  private async run(command: string, ...args: string[]): Promise<void> {
    await promisify(execFile)('runuser', ['-u', 'postgres', '--', command, ...args]);
  }
}

function uid(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}
function gid(user: string): number {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}
