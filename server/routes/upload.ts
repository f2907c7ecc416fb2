import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { codes } from '../../services/schemas/codes';
import { UPLOAD_MAX_BYTES, uploadMimeTypes, uploadQuerySchema } from '../../services/schemas/upload';
import type { AppDeps } from '../deps';
import { uploads } from '../db/schema';
import { ApiError } from '../http/api-error';
import { route, userIdOf } from '../http/route';

/** POST /dsb-system/api/v1/file/upload?purpose=student: one file, a JPEG, PNG or PDF of at most 4 MB. */
export async function registerUploadRoutes(app: FastifyInstance, { db, clock }: AppDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  route(app, { method: 'POST', url: '/dsb-system/api/v1/file/upload', access: 'user', query: uploadQuerySchema }, async ({ req, caller, query }) => {
    if (!req.isMultipart()) throw new ApiError(codes.badRequest, 'errors.uploadMissing');
    const file = await req.file();
    if (!file) throw new ApiError(codes.badRequest, 'errors.uploadMissing');
    if (!uploadMimeTypes.includes(file.mimetype)) throw new ApiError(codes.badRequest, 'errors.uploadType');
    const data = await file.toBuffer().catch(() => {
      throw new ApiError(codes.bodyTooLarge, 'errors.uploadTooLarge', {}, 413);
    });
    const [row] = await db
      .insert(uploads)
      .values({ userId: userIdOf(caller), purpose: query.purpose, fileName: file.filename.slice(0, 200), mimeType: file.mimetype, size: data.length, data: data.toString('base64'), createdAt: clock.now() })
      .returning({ id: uploads.id, fileName: uploads.fileName, size: uploads.size, mimeType: uploads.mimeType });
    return row!;
  });
}
