// The batch bench's load client: a plain JavaScript child process, so the server's CPU figures are its own.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** CPU milliseconds (user + system) of this process's main thread, from /proc (Node 20 has no threadCpuUsage). */
export function mainThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The load client (plain JavaScript in a child process): a warm-up batch, then one batch filled to ROWS
 * rows with IN_FLIGHT requests of CHUNK texts at a time, each asking for RESULTS (`?results=`: all, or errors as
 * the batch page does). Prints { seconds, sent, firstHundredThousand }.
 */
const CLIENT = `
const { readFileSync } = await import('node:fs');
const env = process.env;
const pool = JSON.parse(readFileSync(env.TEXTS, 'utf8'));
const headers = { 'content-type': 'application/json', authorization: 'Bearer ' + env.TOKEN };
// Node's fetch asks for gzip, deflate and br as a browser does; 'identity' turns compression off.
if (env.ACCEPT_ENCODING) headers['accept-encoding'] = env.ACCEPT_ENCODING;
const rows = Number(env.ROWS), chunkSize = Number(env.CHUNK);
let next = 0;
const chunk = () => Array.from({ length: chunkSize }, () => pool[next++ % pool.length]);
const post = async (url, body) => {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error('batch request answered ' + res.status + ': ' + (await res.text()).slice(0, 200));
  return res.json();
};
const query = '?results=' + env.RESULTS;
await post(env.BASE + query, { texts: chunk(), name: 'warm-up' });
const { batch } = await post(env.BASE + query, { texts: chunk(), name: 'bench' });
const rowsUrl = env.BASE + batch.id + '/rows/' + query;
let sent = chunkSize, firstHundredThousand = 0;
const started = performance.now();
const worker = async () => {
  while (sent < rows) {
    sent += chunkSize;
    await post(rowsUrl, { texts: chunk() });
    if (!firstHundredThousand && sent >= 100000) firstHundredThousand = (performance.now() - started) / 1000;
  }
};
await Promise.all(Array.from({ length: Number(env.IN_FLIGHT) }, worker));
const cpu = process.cpuUsage();
process.stdout.write(JSON.stringify({ seconds: (performance.now() - started) / 1000, sent, firstHundredThousand, clientCpuMs: (cpu.user + cpu.system) / 1000 }));
`;

export function runClient(
  env: Record<string, string>,
): Promise<{ seconds: number; sent: number; firstHundredThousand: number; clientCpuMs: number }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CLIENT], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolvePromise(JSON.parse(out)) : reject(new Error(`the load client exited with code ${code}`)),
    );
  });
}
