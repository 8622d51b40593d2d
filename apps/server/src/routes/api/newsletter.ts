import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { MessageResultSchema, NewsletterSchema } from '@volunteering/shared/contact-schemas';
import { newsletterMessages } from '@volunteering/shared/texts/newsletter';

const newsletterRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, opts) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        summary: 'Subscribe an e-mail address to the newsletter; subscribing twice changes nothing',
        body: NewsletterSchema,
        response: { 200: MessageResultSchema, 201: MessageResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const added = await app.newsletter.subscribe(request.body.email);
      return added
        ? reply.code(201).send({ message: newsletterMessages.subscribed })
        : reply.code(200).send({ message: newsletterMessages.alreadySubscribed });
    },
  );
};

export default newsletterRoutes;
