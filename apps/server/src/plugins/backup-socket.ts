import fs from 'node:fs';
import net from 'node:net';
import fp from 'fastify-plugin';
import { backupSocketPath, SOCKET_OK } from '../services/backup/backup-socket-path';

/**
 * The embedded database belongs to one server process, which holds it open on its database thread:
 * another process cannot read its files consistently. So `npm run backup` asks the running server
 * through a Unix socket in the data folder, and the server answers its database as a gzipped tar taken
 * between transactions. The socket has mode 0600 and lives inside the data folder: only the account
 * that may read the folder (and with it the secret) can ask; nothing listens on the network.
 */
export default fp(
  async (app) => {
    const dump = app.dumpEmbeddedDatabase;
    if (!dump) return;
    const socketPath = backupSocketPath(app.config.dataDir);
    if (!socketPath) {
      app.log.warn('data folder path too long for the backup socket: stop the server to back it up');
      return;
    }
    // A socket left by a killed server: this process holds the folder's lock, so nobody else uses it.
    fs.rmSync(socketPath, { force: true });
    const server = net.createServer((socket) => {
      socket.on('error', () => socket.destroy());
      socket.once('data', () => {
        dump().then(
          (bytes) => {
            socket.write(SOCKET_OK);
            socket.end(bytes);
            app.log.info({ bytes: bytes.length }, 'embedded database backup sent');
          },
          (error: unknown) => {
            app.log.error({ err: error }, 'embedded database backup failed');
            socket.end(`error ${error instanceof Error ? error.message.split('\n')[0] : 'backup failed'}\n`);
          },
        );
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        fs.chmodSync(socketPath, 0o600);
        resolve();
      });
    });
    server.unref();
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(socketPath, { force: true });
    });
  },
  { name: 'backup-socket', dependencies: ['database'] },
);
