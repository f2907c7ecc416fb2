import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, uploadQuerySchema } from '../../services/schemas/upload';
import type { RouteDeps } from '../deps';
import { route, userIdOf } from '../http/route';
import { readUpload } from '../http/uploads';

/** POST /dsb-system/api/v1/file/upload?purpose=student: one file, a JPEG, PNG or PDF (by its content) of at most 4 MB. */
export async function registerUploadRoutes(app: FastifyInstance, { store, clock }: RouteDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  route(app, { method: 'POST', url: '/dsb-system/api/v1/file/upload', access: 'user', query: uploadQuerySchema }, async ({ req, caller, query }) => {
    const file = await readUpload(req);
    return store.uploads.create({
      userId: userIdOf(caller),
      purpose: query.purpose,
      fileName: file.fileName.slice(0, 200),
      mimeType: file.mimeType,
      size: file.data.length,
      data: file.data.toString('base64'),
      createdAt: clock.now(),
    });
  });
}
