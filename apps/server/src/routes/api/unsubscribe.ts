import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { MailOffResultSchema } from '@volunteering/shared/notification-schemas';
import { pagePath } from '@volunteering/shared/pages';
import { notificationsTexts } from '@volunteering/shared/texts/notifications';
import { messageOf } from '@volunteering/shared/i18n/messages';
import { answerTo } from '../../i18n/request-language.ts';

const params = z.object({ token: z.string() });

/**
 * The address of every mail's List-Unsubscribe header (RFC 8058), with no sign-in: a POST turns the
 * mail's kind off (the one-click of mail clients, and the button of the page); a GET, which mail
 * scanners and link previews make, turns nothing off and leads to that page (decision 035).
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients POST `List-Unsubscribe=One-Click` as a form; the token in the address says it all.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.post(
    '/unsubscribe/:token',
    {
      schema: {
        summary:
          "Turn off what a mail's link names (the newsletter, or an account's reminders, announcements, waitlist news or weekly digest); no sign-in, the signed token is the proof",
        params,
        response: { 200: MailOffResultSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request) => {
      const kind = await app.mailConsent.turnOff(request.params.token);
      return { kind, ...answerTo(request, messageOf(notificationsTexts.done, kind)) };
    },
  );

  app.get(
    '/unsubscribe/:token',
    {
      schema: {
        summary: 'Opened in a browser: redirects to the page that says what the link turns off, with one button; nothing is turned off',
        params,
        response: { 303: z.null() },
      },
    },
    async (request, reply) => reply.redirect(`${pagePath('unsubscribe')}?${new URLSearchParams({ token: request.params.token })}`, 303),
  );
};

export default unsubscribeRoutes;
