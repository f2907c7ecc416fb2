import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { codes } from '../../services/schemas/codes';
import { UPLOAD_MAX_BYTES, uploadMimeTypes, uploadQuerySchema } from '../../services/schemas/upload';
import type { RouteDeps } from '../deps';
import { DomainError } from '../domain/errors';
import { route, userIdOf } from '../http/route';

/** POST /dsb-system/api/v1/file/upload?purpose=student: one file, a JPEG, PNG or PDF of at most 4 MB. */
export async function registerUploadRoutes(app: FastifyInstance, { store, clock }: RouteDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  route(app, { method: 'POST', url: '/dsb-system/api/v1/file/upload', access: 'user', query: uploadQuerySchema }, async ({ req, caller, query }) => {
    if (!req.isMultipart()) throw new DomainError(codes.badRequest, 'errors.uploadMissing');
    const file = await req.file();
    if (!file) throw new DomainError(codes.badRequest, 'errors.uploadMissing');
    if (!uploadMimeTypes.includes(file.mimetype)) throw new DomainError(codes.badRequest, 'errors.uploadType');
    const data = await file.toBuffer().catch(() => {
      throw new DomainError(codes.bodyTooLarge, 'errors.uploadTooLarge');
    });
    return store.uploads.create({
      userId: userIdOf(caller),
      purpose: query.purpose,
      fileName: file.filename.slice(0, 200),
      mimeType: file.mimetype,
      size: data.length,
      data: data.toString('base64'),
      createdAt: clock.now(),
    });
  });
}
