import fp from 'fastify-plugin';
import { createUploads, type Uploads } from '../../uploads/uploads.ts';
import { createSitePictures, type SitePictures } from '../../uploads/site-pictures.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pictures people upload (issue 17): checked, processed and stored in `app.mediaStorage`. */
    uploads: Uploads;
    /** The product's own pictures (the demo's, the Home gallery's), kept as uploads. */
    sitePictures: SitePictures;
  }
}

export default fp(async (app, opts: { quotaBytes: number }) => {
  const uploads = createUploads({ db: app.db, storage: app.mediaStorage, now: app.now, quotaBytes: opts.quotaBytes });
  app.decorate('uploads', uploads);
  app.decorate('sitePictures', createSitePictures(uploads));
});
