import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** A strict CSP: the built app has no inline script or style; maps embed from Google only. */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'https:', 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.google.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export default fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
});
