import * as z from 'zod/mini';

/** Uploads (spec section 7, "Upload"): a student's proof of study, kept with its owner. */
export const uploadPurposes = ['student'] as const;
export const uploadQuerySchema = z.object({ purpose: z.enum(uploadPurposes) });
export const uploadedFileSchema = z.object({ id: z.number(), fileName: z.string(), size: z.number(), mimeType: z.string() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const uploadMimeTypes = ['image/jpeg', 'image/png', 'application/pdf'];
