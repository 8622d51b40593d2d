import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export const STAND_IN_CLIENT = { id: 'volunteer-hub-e2e', secret: 'stand-in-secret-0123456789' };

/** Everyone who signs in at the stand-in is this person; the login typed in becomes the e-mail's local part. */
export const STAND_IN_PERSON = { name: 'Grace Hopper', emailDomain: 'example.test' };

/**
 * A local OpenID Connect provider standing in for Google (oidc-provider with its development
 * login and consent pages). It publishes discovery, issues codes for our callback and signs ID
 * tokens with its own key, exactly the parts of Google the app relies on.
 */
export async function startGoogleStandIn(port: number, appOrigin: string): Promise<{ issuer: string; close: () => Promise<void> }> {
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: STAND_IN_CLIENT.id,
        client_secret: STAND_IN_CLIENT.secret,
        redirect_uris: [`${appOrigin}/api/auth/callback/google`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'stand-in' }] },
    cookies: { keys: ['stand-in-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token carries the profile claims itself.
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600 },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@${STAND_IN_PERSON.emailDomain}`, email_verified: true, name: STAND_IN_PERSON.name }),
    }),
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Our own server with Google pointed at the stand-in, on a fresh embedded database. */
export async function startAppWithGoogle(port: number, issuer: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      SEED_DEMO: 'false',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'volunteer-hub-e2e-google-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '10000',
      TRUST_PROXY: '1',
      GOOGLE_CLIENT_ID: STAND_IN_CLIENT.id,
      GOOGLE_CLIENT_SECRET: STAND_IN_CLIENT.secret,
      GOOGLE_ISSUER: issuer,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the Google-enabled server exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the Google-enabled server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
