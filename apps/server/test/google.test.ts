import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { PUBLIC_URL, buildTestApp, type TestApp } from './helpers/build.ts';

// A stand-in issuer that only publishes its discovery document: enough for the server to build
// Google's authorization address without the internet.
const issuerServer = createServer((req, res) => {
  const issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  if (req.url !== '/.well-known/openid-configuration') {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/me`,
      jwks_uri: `${issuer}/jwks`,
      id_token_signing_alg_values_supported: ['RS256'],
    }),
  );
});
await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => issuerServer.close(() => resolve())));
const issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;

const plainApp = await buildTestApp();
const googleApp = await buildTestApp({
  GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'test-client-secret',
  GOOGLE_ISSUER: issuer,
});

const socialSignIn = (target: TestApp) =>
  target.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: PUBLIC_URL },
    payload: { provider: 'google', callbackURL: '/events', errorCallbackURL: '/auth/login' },
  });

describe('GET /api/auth-options', () => {
  it('offers no Google sign-in when the server has no Google client', async () => {
    const res = await plainApp.inject({ method: 'GET', url: '/api/auth-options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: false });
  });

  it('offers Google sign-in when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set', async () => {
    const res = await googleApp.inject({ method: 'GET', url: '/api/auth-options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: true });
  });
});

describe('Google sign-in', () => {
  it('is refused without a Google client', async () => {
    const res = await socialSignIn(plainApp);
    // No address to go to: the client says Google is not offered (better-auth's code).
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PROVIDER_NOT_FOUND' });
    expect(res.json()).not.toHaveProperty('url');
  });

  it("answers with the issuer's authorization address for the configured client, asking for the profile scope", async () => {
    const res = await socialSignIn(googleApp);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/auth`);
    expect(url.searchParams.get('client_id')).toBe('test-client-id.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/callback/google`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it("uses Google's own issuer unless GOOGLE_ISSUER names another", () => {
    const base = { DATA_DIR: '/tmp/unused', AUTH_SECRET: 'x'.repeat(40), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig(base).google?.issuer).toBe('https://accounts.google.com');
    expect(loadConfig({ ...base, GOOGLE_ISSUER: `${issuer}/` }).google?.issuer).toBe(issuer);
    expect(loadConfig({ ...base, GOOGLE_CLIENT_SECRET: '' }).google).toBeUndefined();
  });
});
