/**
 * Known accounts of the end-to-end server. start-server.sh creates the admin from these on a fresh data
 * folder (SHOBDO_ADMIN_USERNAME / SHOBDO_ADMIN_PASSWORD); they exist only for tests.
 */
// E2E_PORT lets two people run the suite side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-Passw0rd';
