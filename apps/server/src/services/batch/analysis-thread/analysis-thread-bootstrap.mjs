// Entry of the batch analysis thread. Node cannot start a worker from a .ts file, so this plain module asks
// tsx (which runs the server's TypeScript) to load the real one, and hands its task function to piscina.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./analysis-thread-worker.ts', import.meta.url);

export default worker.default;
