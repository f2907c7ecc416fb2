import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { codes } from '../../services/schemas/codes';
import { uploadMimeTypes } from '../../services/schemas/upload';
import { DomainError } from '../domain/errors';

export interface UploadedContent {
  fileName: string;
  /** The type the content shows itself to be by its first bytes. */
  mimeType: string;
  data: Buffer;
}

const tooLarge = () => new DomainError(codes.bodyTooLarge, 'errors.uploadTooLarge');
const wrongType = () => new DomainError(codes.badRequest, 'errors.uploadType');

/**
 * The one file of a multipart request, whole and of an accepted type by its content; the type the
 * browser declared is not trusted. A file over the size limit is refused: the parser cuts it at the
 * limit and, when its last piece arrives before the cut is noticed, hands over the cut part.
 */
export async function readUpload(req: FastifyRequest): Promise<UploadedContent> {
  if (!req.isMultipart()) throw new DomainError(codes.badRequest, 'errors.uploadMissing');
  const file = await req.file();
  if (!file) throw new DomainError(codes.badRequest, 'errors.uploadMissing');
  const data = await file.toBuffer().catch(() => {
    throw tooLarge();
  });
  if (file.file.truncated) throw tooLarge();
  const type = await fileTypeFromBuffer(data);
  if (!type || !uploadMimeTypes.includes(type.mime)) throw wrongType();
  return { fileName: file.filename, mimeType: type.mime, data };
}
