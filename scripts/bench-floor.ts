import Fastify from 'fastify';

/**
 * The floor of `npm run bench:api`: a bare Fastify route in a process of its own that parses the
 * JSON body and answers a small success envelope, with no database, no schema and no logging.
 * What search and confirm order take above it is the product's own cost. The port is the first
 * argument; it answers GET /healthz once it takes requests.
 */
const app = Fastify({ logger: false });
app.post('/floor', async (request) => ({ code: '00000', msg: '', data: { received: typeof request.body } }));
app.get('/healthz', async () => ({ ok: true }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
