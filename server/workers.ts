import cluster from 'node:cluster';

/** How long a worker that died waits to be replaced, so that one failing at start does not spin. */
const RESTART_DELAY_MS = 1000;

/**
 * The primary of WORKERS > 1: forks the workers, which share the one port (node:cluster hands each
 * connection to one of them), and runs no app itself. A worker that dies is replaced; SIGTERM or
 * SIGINT stops every worker, and the primary ends when the last has.
 */
export function runWorkers(count: number): void {
  let stopping = false;
  let running = 0;
  const fork = () => {
    running++;
    cluster.fork();
  };
  cluster.on('exit', (worker, code, signal) => {
    running--;
    if (stopping) {
      if (running === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another.`);
    setTimeout(fork, RESTART_DELAY_MS);
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < count; i++) fork();
}
