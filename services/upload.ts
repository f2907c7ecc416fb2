import { uploadedFileSchema } from './schemas/upload';
import { upload } from './http';

/** Uploads a student's proof of study, reporting progress in percent. */
export const uploadStudentDocument = (file: Blob, onProgress: (percent: number) => void, signal?: AbortSignal) =>
  upload('/dsb-system/api/v1/file/upload?purpose=student', { schema: uploadedFileSchema, files: { file }, onProgress, signal });
