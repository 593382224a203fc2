// Entry of the database thread. Node cannot start a worker from a .ts file, so this plain module
// asks tsx (which runs the server's TypeScript) to load the real worker.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-thread-worker.ts', import.meta.url);
