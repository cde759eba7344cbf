import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, uploadResponseSchema } from '@messhall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { signedIn } from '../../lib/route-guards.js';
import { requireUser } from '../../lib/viewer.js';
import { storeUpload, tooLarge } from './uploads.service.js';

const FIELD = 'image';

/** Multipart errors of @fastify/multipart, by code, as our error body. */
function multipartError(error: unknown): AppError | undefined {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return code === 'FST_REQ_FILE_TOO_LARGE'
      ? tooLarge()
      : badRequest('uploadOneFile', FIELD, { field: FIELD });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploadAsMultipart', 415, { field: FIELD });
  }
  return undefined;
}

/**
 * POST /api/uploads: the image host of docs/product/api.md#images-and-uploads, ours. Multipart is registered in this plugin's scope only, so
 * no other route accepts multipart bodies.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/uploads',
    {
      // A visitor's upload is refused before a byte of it is read.
      onRequest: signedIn,
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field "image", at most 5 MB); stored as WebP without metadata',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      let buffer: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== FIELD) throw badRequest('uploadChooseImage', FIELD, { field: FIELD });
        buffer = await file.toBuffer();
      } catch (error) {
        throw multipartError(error) ?? error;
      }
      if (buffer.length === 0) throw badRequest('uploadEmpty', FIELD);
      return reply.status(201).send(await storeUpload(db, viewer.id, buffer));
    },
  );
};
