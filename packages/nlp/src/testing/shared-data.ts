import { existsSync } from 'node:fs';

/**
 * Whether the training data folder (../shared/data, not in the repository) is there for a test that needs
 * it. Without it the test is skipped on a developer's machine, but in CI (CI set) a missing folder is an
 * error: a suite that silently skips its data checks would pass while proving nothing.
 */
export function hasSharedData(dataDir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (existsSync(dataDir)) return true;
  if (env.CI && env.CI !== 'false' && env.CI !== '0') {
    throw new Error(`CI needs the training data at ${dataDir} (clone the repository next to shared/ as in the README)`);
  }
  return false;
}
