import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

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
function securityHeaders(https: boolean): Record<string, string> {
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
    contentSecurityPolicy: { directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? HSTS : false,
    // The same word as `frame-ancestors 'none'` for browsers that read only this header (issue 35).
    xFrameOptions: { action: 'deny' },
  })({} as IncomingMessage, response, () => {});
  return headers;
}

export default fp(async (app, opts: { publicUrl: string }) => {
  const headers = securityHeaders(new URL(opts.publicUrl).protocol === 'https:');
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
});
