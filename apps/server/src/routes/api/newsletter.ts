import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { MessageResultSchema, NewsletterSchema } from '@volunteering/shared/contact-schemas';
import { NewsletterConfirmSchema } from '@volunteering/shared/notification-schemas';
import { newsletterMessages } from '@volunteering/shared/texts/newsletter';
import { languageOf } from '../../i18n/request-language.ts';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../i18n/request-language.ts';

const newsletterRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, opts) => {
  const limited = { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } };

  app.post(
    '/newsletter',
    {
      config: limited,
      schema: {
        summary: 'Ask for the newsletter: a confirmation link is mailed (double opt-in); the answer is the same whether or not the address was subscribed',
        body: NewsletterSchema,
        response: { 202: MessageResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.newsletter.subscribe(request.body.email, languageOf(request));
      return reply.code(202).send(answerTo(request, messageOf(newsletterMessages, 'checkInbox')));
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      config: limited,
      schema: {
        summary: "Confirm a subscription with the token of its confirmation link; the welcome newsletter is mailed once, in the caller's language",
        body: NewsletterConfirmSchema,
        response: { 200: MessageResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request) => {
      await app.newsletter.confirm(request.body.token, languageOf(request));
      return answerTo(request, messageOf(newsletterMessages, 'confirmed'));
    },
  );
};

export default newsletterRoutes;
