import type { FastifyInstance } from 'fastify';
import { contentCollections, contentIdParamsSchema, contentQuerySchema, type ContentPath } from '../../services/schemas/content';
import type { RouteDeps } from '../deps';
import { publishedContent, publishedDocument } from '../domain/content';
import { route } from '../http/route';

/** The content management service's base, beside the main API's (spec section 7). */
export const CMS = '/cms';

/** Each collection is read whole (`/cms/about-high-lights`) or by document (`/cms/news/:id`); anyone may read. */
export function registerCmsRoutes(app: FastifyInstance, { store, clock }: RouteDeps): void {
  for (const path of Object.keys(contentCollections) as ContentPath[]) {
    route(app, { method: 'GET', url: `${CMS}/${path}`, query: contentQuerySchema }, ({ query }) => publishedContent(store, path, query, clock.now()));
    route(app, { method: 'GET', url: `${CMS}/${path}/:id`, query: contentQuerySchema, params: contentIdParamsSchema }, ({ query, params }) =>
      publishedDocument(store, path, params.id, query, clock.now()),
    );
  }
}
