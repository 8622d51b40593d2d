import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { EMBED_PREFIX, EMBED_STYLE_HASH } from '../../web/embed-page.ts';

/** A strict CSP: the built app has no inline script or style; maps embed from Google only. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // blob: for the preview of a picture chosen for upload, before it is sent (issue 17).
  imgSrc: ["'self'", 'https:', 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.google.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** A year, subdomains included: a site served over https asks browsers never to try http again. */
const HSTS = { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true };

/**
 * helmet's headers are the same for every response, so they are worked out once at start-up
 * (helmet run against a stand-in response) instead of rebuilding the policy on each request.
 * `https`: the site's public address is https, so Strict-Transport-Security is sent.
 */
function securityHeaders(https: boolean, directives: typeof contentSecurityPolicy, framed: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: { directives },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? HSTS : false,
    // The same word as `frame-ancestors 'none'` for browsers that read only this header (issue 35).
    xFrameOptions: framed ? false : { action: 'deny' },
    // A framed page is read by other sites' pages.
    crossOriginResourcePolicy: framed ? { policy: 'cross-origin' } : undefined,
  })({} as IncomingMessage, response, () => {});
  return headers;
}

/**
 * `mapTileUrl`: the map's tiles (issue 42) may come over http from a local stand-in (tests, a
 * private tile server): its origin joins img-src. The organizations' widget (`/embed/…`) alone may
 * be framed by any site: `frame-ancestors *` and no X-Frame-Options there, its one style block by its hash.
 */
export default fp(async (app, opts: { publicUrl: string; mapTileUrl: string }) => {
  const https = new URL(opts.publicUrl).protocol === 'https:';
  const tiles = new URL(opts.mapTileUrl.replace(/[{}]/g, ''));
  const directives = { ...contentSecurityPolicy, imgSrc: [...contentSecurityPolicy.imgSrc, ...(tiles.protocol === 'http:' ? [tiles.origin] : [])] };
  const headers = securityHeaders(https, directives, false);
  const embedHeaders = securityHeaders(https, { ...directives, styleSrc: [`'${EMBED_STYLE_HASH}'`], frameAncestors: ['*'] }, true);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(request.url.startsWith(EMBED_PREFIX) ? embedHeaders : headers);
  });
});
