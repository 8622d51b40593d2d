import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { GEOCODE_ATTRIBUTION_HEADER, GeocodeAnswerSchema, GeocodeQuerySchema, MapOptionsSchema } from '@volunteering/shared/geo-schemas';
import { requireViewer } from '../../plugins/app/authentication.ts';
import { languageOf } from '../../i18n/request-language.ts';
import { GeocoderBusy, type Geocoder } from '../../geo/geocoder.ts';

const errors = { '4xx': ApiErrorSchema, 503: ApiErrorSchema };

/** The map's settings for the pages, and the address look-up (issue 42). */
const geoRoutes: FastifyPluginAsyncZod<{ geocoder: Geocoder; mapTileUrl: string }> = async (app, opts) => {
  app.get(
    '/map-options',
    {
      schema: {
        summary: "The map's tiles (MAP_TILE_URL, {z}/{x}/{y} filled in by the map) and whether addresses can be looked up (GEOCODER_URL set)",
        response: { 200: MapOptionsSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send({ tileUrl: opts.mapTileUrl, geocoding: opts.geocoder.on }),
  );

  app.get(
    '/geocode',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Places matching an address or a name, best first (up to 5), from the Nominatim-compatible service at GEOCODER_URL: signed in only; 503 when none is set or it did not answer; at most one request a second reaches it from each instance, others are refused with 429 and Retry-After; answers are kept a day; `x-attribution` carries the credit the service asks for',
        security: [{ bearerAuth: [] }],
        querystring: GeocodeQuerySchema,
        response: { 200: GeocodeAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireViewer(request);
      try {
        const { results, attribution } = await opts.geocoder.search(request.query.q, languageOf(request));
        // A header is ASCII: © is written (c).
        const credit = attribution.replaceAll('©', '(c)').replace(/[^\x20-\x7e]/g, '');
        return reply.header(GEOCODE_ATTRIBUTION_HEADER, credit).header('cache-control', 'private, max-age=3600').send(results);
      } catch (error) {
        if (error instanceof GeocoderBusy) reply.header('retry-after', String(error.retryAfterS));
        throw error;
      }
    },
  );
};

export default geoRoutes;
