import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * The load generator of `npm run bench:api`, run in a process of its own so that it does not
 * share an event loop with the server. Reads a job (JSON file named on the command line), runs
 * autocannon and prints one JSON line with what it measured.
 *
 * Bodies are handed out in turn across all connections: with `once`, each body is sent exactly
 * once (the processKeys of confirm/order); otherwise they rotate for the whole run.
 */
export interface LoadJob {
  url: string;
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  bodies: string[];
  once: boolean;
  connections: number;
  /** Requests per second for all connections together (autocannon overallRate). */
  rate?: number;
  /** Seconds, unless `once`. */
  duration?: number;
  /** Seconds at the start whose answers are not counted: the load generator's own warm-up (a fresh process, new connections). */
  settle?: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers whose HTTP status was not 2xx. */
  non2xx: number;
  /** 2xx answers whose envelope code was not 00000. */
  notOk: number;
  errors: number;
  timeouts: number;
  /** Mean size of an answer's body in bytes (uncompressed: the load generator asks for no encoding). */
  meanBytes: number;
  /** CPU the load generator used, as a share of one core over the run. */
  loadCpu: number;
  sampleFailure?: string;
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadJob;
const round = (n: number) => Math.round(n * 100) / 100;

let next = 0;
const latencies: number[] = [];
let notOk = 0;
let bodyBytes = 0;
let answers = 0;
let sampleFailure: string | undefined;
let first = 0;
let last = 0;
/** When the first counted answer came. */
let counting = 0;
/** The load generator's CPU when counting began. */
let cpuAtStart = process.cpuUsage();

const instance = autocannon(
  {
    url: job.url,
    connections: job.connections,
    ...(job.rate ? { overallRate: job.rate } : {}),
    ...(job.once ? { amount: job.bodies.length } : { duration: job.duration }),
    timeout: 10,
    requests: [
      {
        method: job.method,
        path: job.path,
        headers: job.headers,
        setupRequest: (req) => {
          if (first === 0) first = performance.now();
          const body = job.bodies[next++ % job.bodies.length]!;
          return { ...req, body };
        },
        onResponse: (status, body) => {
          bodyBytes += Buffer.byteLength(body);
          answers++;
          // The envelope is serialised code first: {"code":"00000",...
          if (status >= 200 && status < 300 && !body.startsWith('{"code":"00000"')) {
            notOk++;
            sampleFailure ??= body.slice(0, 300);
          } else if (status >= 300) sampleFailure ??= `HTTP ${status}: ${body.slice(0, 300)}`;
        },
      },
    ],
  },
  (error, result) => {
    if (error) throw error;
    report(result);
  },
);

// The raw time of every answer, from the request written to the answer read. autocannon's own
// histogram under a rate adds made-up values for coordinated omission, so it is not used.
const settleMs = (job.settle ?? 0) * 1000;
instance.on('response', (_client, _status, _bytes, responseTime) => {
  const now = performance.now();
  if (now - first < settleMs) return;
  if (counting === 0) {
    counting = now;
    cpuAtStart = process.cpuUsage();
  }
  latencies.push(responseTime);
  last = now;
});

function report(result: autocannon.Result): void {
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies.length === 0 ? 0 : latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!);
  // A load at a rate comes in bursts at the start of each second: it lasted its duration, not from its first counted answer to its last.
  const seconds = !counting ? 0 : job.once ? (last - counting) / 1000 : (job.duration ?? 0) - (job.settle ?? 0);
  const cpu = process.cpuUsage(cpuAtStart);
  const out: LoadResult = {
    requests: latencies.length,
    seconds: round(seconds),
    rps: seconds > 0 ? round(latencies.length / seconds) : 0,
    p50: round(pct(50)),
    p95: round(pct(95)),
    p99: round(pct(99)),
    max: round(latencies.at(-1) ?? 0),
    non2xx: result.non2xx,
    notOk,
    errors: result.errors,
    timeouts: result.timeouts,
    meanBytes: answers === 0 ? 0 : Math.round(bodyBytes / answers),
    loadCpu: seconds > 0 ? round((cpu.user + cpu.system) / 1e6 / seconds) : 0,
    ...(sampleFailure ? { sampleFailure } : {}),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
