import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountExportSchema } from '@volunteering/shared/account-export-schemas';
import { ApiErrorSchema } from '@volunteering/shared/event-schemas';
import { accountExportFileName } from '../../../account/account-export.ts';
import { requireViewer } from '../../../plugins/app/authentication.ts';

/** "Download my data": the caller's account and everything it did, as one JSON file. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          "Everything kept about the caller's account, as a JSON file: events organized, participations, waitlists, attendance and hours, announcements written",
        security: [{ bearerAuth: [] }],
        response: { 200: AccountExportSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await app.accountExport.of(requireViewer(request));
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${accountExportFileName(app.now())}"`)
        .send(data);
    },
  );
};

export default exportRoutes;
