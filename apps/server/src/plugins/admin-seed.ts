import fp from 'fastify-plugin';
import { seedAdmin } from '../services/users/seed-admin';

/** Creates the first admin at start-up (docs/product/decisions.md); a generated password is printed once. */
export default fp(
  async (app) => {
    if (!app.config.seedAdmin) return;
    const seeded = await seedAdmin(app.db, {
      username: app.config.adminUsername,
      password: app.config.adminPassword,
    });
    if (!seeded) return;
    if (seeded.generatedPassword) {
      // Printed straight to the console, not the log, so it is seen once and not shipped to log stores.
      process.stdout.write(
        `\nCreated the first admin account.\n  username: ${seeded.username}\n  password: ${seeded.generatedPassword}\n` +
          'This password is shown only once. Sign in and keep it safe.\n\n',
      );
    } else {
      app.log.info({ username: seeded.username }, 'created the first admin account');
    }
  },
  { name: 'admin-seed', dependencies: ['database'] },
);
