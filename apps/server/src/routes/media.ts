import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { UPLOAD_WIDTHS, type MediaFormat } from '@volunteering/shared/media-path';
import { MEDIA_CONTENT_TYPES, MediaParamsSchema } from '@volunteering/shared/upload-schemas';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { refusalTo } from '../i18n/request-language.ts';

const YEAR_S = 365 * 24 * 3600;

/** An uploaded picture's files (issue 17): never changed once stored, so cached for a year. */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id/:file',
    {
      schema: {
        summary: 'An uploaded picture at a stored width and format: /media/{id}/{width}.{avif|webp|jpeg}; immutable, with an ETag (304 on If-None-Match)',
        params: MediaParamsSchema,
        response: { '4xx': ApiErrorSchema },
      },
    },
    async (request, typedReply) => {
      // Bytes, not JSON: the response schema names only the errors.
      const reply = typedReply as FastifyReply;
      const [width, format] = request.params.file.split('.') as [string, MediaFormat];
      const id = request.params.id.toLowerCase();
      let variant = await app.mediaStorage.get(id, Number(width), format);
      // One of the product's own pictures not stored yet in this database: drawn and kept now.
      if (!variant && (await app.sitePictures.keepById(id))) variant = await app.mediaStorage.get(id, Number(width), format);
      // A width the picture was too small for (pages ask for every stored width): its largest one.
      if (!variant && (UPLOAD_WIDTHS as readonly number[]).includes(Number(width))) {
        const largest = (await app.uploads.widths(id)).filter((each) => each < Number(width)).at(-1);
        if (largest) variant = await app.mediaStorage.get(id, largest, format);
      }
      if (!variant) return reply.code(404).send(refusalTo(request, messageOf(uploadTexts, 'mediaNotFound')));
      reply
        .header('content-type', MEDIA_CONTENT_TYPES[format])
        .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
        .header('etag', variant.etag)
        // Pictures may be shown by other sites (link previews); the site's own pages need nothing more.
        .header('cross-origin-resource-policy', 'cross-origin');
      const known = request.headers['if-none-match'];
      if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)) return reply.code(304).send();
      return reply.send(variant.bytes);
    },
  );
};

export default mediaRoutes;
