import fp from 'fastify-plugin';
import { createUploads, type Uploads } from '../../uploads/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pictures people upload (issue 17): checked, processed and stored in `app.mediaStorage`. */
    uploads: Uploads;
  }
}

export default fp(async (app, opts: { quotaBytes: number }) => {
  app.decorate('uploads', createUploads({ db: app.db, storage: app.mediaStorage, now: app.now, quotaBytes: opts.quotaBytes }));
});
