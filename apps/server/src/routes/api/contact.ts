import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { ContactMessageSchema, MessageResultSchema } from '@volunteering/shared/contact-schemas';
import { contactMessages } from '@volunteering/shared/texts/contact';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../i18n/request-language.ts';

const contactRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, opts) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        summary: 'Send a message to the Volunteer Hub team',
        body: ContactMessageSchema,
        response: { 201: MessageResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.contactMessages.save(request.body);
      return reply.code(201).send(answerTo(request, messageOf(contactMessages, 'sent')));
    },
  );
};

export default contactRoutes;
