import path from 'node:path';
import { resolveConfig } from '../config';
import { BackupRefusedError } from '../services/backup/backup-errors';
import type { BackupTarget } from '../services/backup/take-backup';

// The CLIs sign no tokens: a fixed secret keeps resolveConfig from generating one into an empty folder.
const NO_SECRET = 'the-backup-tools-sign-no-tokens-00000000000';

/** The database the server would use (DATABASE_URL, else SHOBDO_DATA_DIR) and FILE, resolved where npm was run. */
export function readBackupArgs(usage: string): { target: BackupTarget; file: string } {
  const arg = process.argv[2];
  if (!arg || arg.startsWith('-')) {
    console.error(usage);
    process.exit(2);
  }
  const config = resolveConfig(process.env, { secret: NO_SECRET });
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  return { target: { databaseUrl: config.databaseUrl, dataDir: config.dataDir }, file };
}

/** Prints why it failed in one or two lines; exit code 2 for a refusal the operator can fix, 1 otherwise. */
export function reportFailure(error: unknown): void {
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
  console.error(error instanceof Error ? `${error.message.split('\n')[0]}${cause}` : String(error));
  process.exitCode = error instanceof BackupRefusedError ? 2 : 1;
}
