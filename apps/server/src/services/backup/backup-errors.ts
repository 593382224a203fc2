/** A backup or restore that cannot go ahead for a reason the operator can fix; the CLI prints it and exits non-zero. */
export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError';
}
