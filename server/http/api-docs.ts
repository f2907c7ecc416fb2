import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS = '/docs';

/**
 * The OpenAPI document of every route registered after this, made from the same zod schemas that
 * check the requests (at /docs/json), and a page to browse it at /docs, served from this server.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fortune Wings app API',
        version: '1.0.0',
        description:
          'Every API answer is the envelope { code, msg, data }: code 00000 is success, msg is in the language of the X-Locale header. ' +
          'Every call carries Authorization: the client credential (Basic) for anonymous use, or a Bearer access token. ' +
          'A guest adds X-Guest-Token, the token of the one order they booked or found again.',
      },
      components: {
        securitySchemes: {
          client: { type: 'http', scheme: 'basic' },
          user: { type: 'http', scheme: 'bearer' },
          guest: { type: 'apiKey', in: 'header', name: 'X-Guest-Token' },
        },
      },
      security: [{ client: [] }, { user: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS });
}
