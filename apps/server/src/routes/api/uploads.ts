import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { UPLOAD_MAX_BYTES } from '@volunteering/shared/media-path';
import { UploadSchema } from '@volunteering/shared/upload-schemas';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import { requireVerifiedViewer } from '../../plugins/app/authentication.ts';
import { MAX_WAITING_PER_ACCOUNT } from '../../uploads/picture-queue.ts';
import { UploadRefused } from '../../uploads/uploads.ts';
import { messageOf, type TextKey } from '@volunteering/shared/i18n/messages';
import { refusalTo } from '../../i18n/request-language.ts';

/** Uploading a picture (issue 17): an event's cover or gallery, a profile photo. */
const uploadRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, opts) => {
  // Multipart only here: every other route speaks JSON. One file, at most 10 MB, nothing else kept.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
  // Per account: an account cannot keep the one processing slot busy for everyone.
  const perAccount = app.rateLimit({
    max: opts.rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: (request) => `upload:${request.viewer?.userId ?? request.ip}`,
  });

  app.post(
    '/uploads',
    {
      onRequest: app.authenticate,
      preHandler: perAccount,
      schema: {
        summary:
          'Uploads a picture (multipart/form-data, field `file`): JPEG, PNG, WebP or AVIF up to 10 MB, judged by its content. ' +
          'Stored without metadata at 400, 800 and 1600 px wide (never wider than the picture) in AVIF, WebP and JPEG, ' +
          'each at /media/{id}/{width}.{avif|webp|jpeg}; `url` is the WebP nearest 800 px. 415 for anything else, 413 over 10 MB, 50 megapixels or the account’s quota, ' +
          `400 for a form cut off or without its boundary, 429 while the account has ${MAX_WAITING_PER_ACCOUNT} pictures waiting to be processed (confirmed accounts only)`,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: UploadSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireVerifiedViewer(request);
      const refused = (status: number, key: TextKey<typeof uploadTexts>) => reply.code(status).send(refusalTo(request, messageOf(uploadTexts, key)));
      if (!request.isMultipart()) return refused(415, 'noFile');
      let file: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'file' && file === undefined) file = await part.toBuffer();
          else if (part.type === 'file') part.file.resume();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') return refused(413, 'tooLarge');
        if (code === 'FST_FILES_LIMIT') return refused(400, 'noFile');
        // Anything else reading the form is the request's: no boundary, cut off, fewer bytes than announced.
        request.log.info({ err: error }, 'upload form unreadable');
        return refused(400, 'incompleteUpload');
      }
      if (!file || file.length === 0) return refused(400, 'noFile');
      try {
        return reply.code(201).send(await app.uploads.accept(viewer.userId, file));
      } catch (error) {
        if (error instanceof UploadRefused) return reply.code(error.status).send(refusalTo(request, error.reason));
        throw error;
      }
    },
  );
};

export default uploadRoutes;
