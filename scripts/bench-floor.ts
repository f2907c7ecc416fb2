import cluster from 'node:cluster';
import Fastify from 'fastify';
import { runWorkers } from '../server/workers';

/**
 * The floor of `npm run bench:api`: a bare Fastify route that parses the JSON body and answers a
 * small success envelope, with no database, no schema and no logging. What search and confirm
 * order take above it is the product's own cost. The port is the first argument; it answers GET
 * /healthz once it takes requests. With WORKERS=N it runs as N workers under the server's own
 * primary (server/workers.ts), as the product does with WORKERS=N.
 */
const workers = Number(process.env.WORKERS ?? 1);
if (workers > 1 && cluster.isPrimary) {
  runWorkers(workers);
} else {
  const app = Fastify({ logger: false });
  app.post('/floor', async (request) => ({ code: '00000', msg: '', data: { received: typeof request.body } }));
  app.get('/healthz', async () => ({ ok: true }));
  await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
}
