import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ActionResultSchema, ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { ShiftOfferParams, ShiftOfferSchema } from '@volunteering/shared/shift-schemas';
import { answered } from '../../i18n/request-language.ts';

const errors = { '4xx': ApiErrorSchema };

/**
 * The link of an offer's mail (decision 063), with no sign-in: the signed token names the offer.
 * A GET (which mail scanners make too) only reads it; a POST takes the place or lets it go.
 */
const shiftOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shift-offers/:token',
    {
      schema: {
        summary: "A place held in a shift for someone on its waitlist, named by its mail's link, and what became of it (open, accepted, declined, lapsed)",
        params: ShiftOfferParams,
        response: { 200: ShiftOfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.shiftWaitlist.offer(request.params.token);
    },
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/shift-offers/:token/${answer}`,
      {
        schema: {
          summary:
            answer === 'accept'
              ? "Take the place an offer's mail link names, as the person it was held for; an offer answered or lapsed answers success false"
              : "Let go the place an offer's mail link names: it goes to the next person waiting",
          params: ShiftOfferParams,
          response: { 200: ActionResultSchema, ...errors },
        },
      },
      async (request) => answered(request, await app.shiftWaitlist.answer(request.params.token, answer === 'accept')),
    );
  }
};

export default shiftOfferRoutes;
