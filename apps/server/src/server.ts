import { buildApp } from './app';
import { ConfigError } from './config/env';
import { DataDirLockedError } from './db/embedded-lock';

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the server; on SIGTERM/SIGINT stops accepting, lets in-flight requests finish, closes the DB. */
async function main() {
  const app = await buildApp();
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: app.config.port, host: app.config.host });
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: say what, without a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`Shobdo server cannot start.\n${error.message}\n`);
  } else {
    process.stderr.write(`Shobdo server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
