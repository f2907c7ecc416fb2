import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built client; hashed assets are cached for a year, index.html never. The build writes
 * each text file's brotli and gzip copy beside it, sent to browsers that accept them.
 */
export async function registerStatic(app: FastifyInstance, dir: string): Promise<void> {
  const root = resolve(dir);
  if (!existsSync(root)) throw new Error(`The client is not built: ${dir} is missing (run npm run build).`);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
