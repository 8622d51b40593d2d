import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '@volunteering/shared/texts/validation';
import { queryRows } from '../src/db/client.ts';
import { outbox, user as users } from '../src/db/schema.ts';
import { proxyHops } from '../src/config.ts';
import { PUBLIC_URL, accessToken, as, buildTestApp, confirmationLink, sessionCookie, signUp, type TestApp } from './helpers/build.ts';

const app = await buildTestApp();
// Same code, another secret and database: its tokens must mean nothing to `app`.
const otherApp = await buildTestApp({ AUTH_SECRET: 'another-secret-that-is-long-enough-9876543210' });
const limitedApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' });

const PASSWORD_MESSAGE = 'Must be at least 6 characters, including At least one lowercase letter At least one uppercase letter';
const origin = { origin: PUBLIC_URL };
const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID()}@example.com`;

function signUpBody(overrides: Record<string, unknown> = {}) {
  return { name: 'Nadia Rahman', email: uniqueEmail('nadia'), password: 'Secret123', image: 'https://example.com/nadia.png', ...overrides };
}

async function userCount(target: TestApp = app): Promise<number> {
  const [row] = await queryRows<{ n: number }>(target.db, sql`SELECT count(*)::int AS n FROM "user"`);
  return row?.n ?? 0;
}

function postSignUp(body: Record<string, unknown>, target: TestApp = app) {
  return target.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body });
}

function signIn(email: string, password: string, target: TestApp = app) {
  return target.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
}

function joined(token: string | undefined, target: TestApp = app) {
  return target.inject({ method: 'GET', url: '/api/events/joined', headers: token === undefined ? {} : as(token) });
}

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const value = res.headers['set-cookie'] as string | string[] | undefined;
  return Array.isArray(value) ? value : value ? [value] : [];
}

function jwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  expect(parts).toHaveLength(3);
  return JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
}

describe('sign-up', () => {
  it('creates the user, unconfirmed and not signed in, and mails the confirmation link that signs them in', async () => {
    const body = signUpBody();
    const res = await postSignUp(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: body.name, email: body.email, image: body.image, emailVerified: false });
    expect(setCookies(res)).toEqual([]);
    const followed = await app.inject({ method: 'GET', url: await confirmationLink(app, body.email) });
    const cookies = setCookies(followed);
    expect(cookies.some((c) => /session_token=[^;]+/.test(c))).toBe(true);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: sessionCookie(cookies) } });
    expect(session.json().user).toMatchObject({ email: body.email, emailVerified: true });
  });

  it('takes an account without a photo (its initials are shown instead)', async () => {
    for (const image of [undefined, '']) {
      const body = signUpBody({ image });
      const res = await postSignUp(body);
      expect(res.statusCode).toBe(200);
      const [row] = await app.db.select({ image: users.image }).from(users).where(eq(users.email, body.email));
      expect(row?.image ?? null, String(image)).toBe(image ?? null);
    }
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['a password shorter than 6', { password: 'Ab1' }, PASSWORD_MESSAGE],
    ['a password without an uppercase letter', { password: 'secret123' }, PASSWORD_MESSAGE],
    ['a password without a lowercase letter', { password: 'SECRET123' }, PASSWORD_MESSAGE],
    ['a missing password', { password: undefined }, PASSWORD_MESSAGE],
    ['a missing name', { name: undefined }, validationMessages.name],
    ['a blank name', { name: '   ' }, validationMessages.name],
    ['a photo URL that is not http(s)', { image: 'javascript:alert(1)' }, validationMessages.photoUrl],
    ['a photo URL that is not a URL', { image: 'not a url' }, validationMessages.photoUrl],
    // The pages' CSP shows pictures over https only.
    ['a photo URL over plain http', { image: 'http://example.com/photo.jpg' }, validationMessages.photoUrl],
    ['an invalid e-mail', { email: 'not-an-email' }, validationMessages.email],
    ['a missing e-mail', { email: undefined }, validationMessages.email],
  ];
  for (const [label, overrides, message] of refused) {
    it(`refuses ${label} with 400 and our message, creating no user`, async () => {
      expect(validationMessages.password).toBe(PASSWORD_MESSAGE);
      const before = await userCount();
      const body = signUpBody(overrides);
      const res = await postSignUp(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(setCookies(res)).toEqual([]);
      expect(await userCount()).toBe(before);
    });
  }

  it('makes no second account with the same e-mail, without saying so, and the first still signs in', async () => {
    const first = await signUp(app, { email: uniqueEmail('dup') });
    const before = await userCount();
    const res = await postSignUp(signUpBody({ email: first.email.toUpperCase(), password: 'Another123', name: 'Impostor' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Impostor', email: first.email, emailVerified: false });
    expect(setCookies(res)).toEqual([]);
    expect(await userCount()).toBe(before);
    const again = await signIn(first.email, first.password);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.name).toBe('Nadia Rahman');
  });
});

describe('sign-in', () => {
  it('answers 200 with a session cookie for the right password', async () => {
    const user = await signUp(app);
    const res = await signIn(user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.email);
    expect(setCookies(res).some((c) => /session_token=[^;]+/.test(c))).toBe(true);
  });

  it('answers 401 without a cookie for a wrong password or an unknown user', async () => {
    const user = await signUp(app);
    for (const [email, password] of [
      [user.email, 'Wrong1234'],
      [user.email, user.password.toLowerCase()],
      [uniqueEmail('nobody'), 'Secret123'],
    ] as const) {
      const res = await signIn(email, password);
      expect(res.statusCode, `${email} / ${password}`).toBe(401);
      expect(setCookies(res).filter((c) => /session_token=[^;]+/.test(c))).toEqual([]);
    }
  });
});

describe('access token', () => {
  it('is a short-lived JWT naming the user and session, accepted by the API', async () => {
    const user = await signUp(app);
    const token = await accessToken(app, user.cookie);
    const payload = jwtPayload(token);
    expect(payload.sub).toBe(user.id);
    expect(payload.email).toBe(user.email);
    expect(payload.sid).toEqual(expect.any(String));
    expect(typeof payload.exp).toBe('number');
    expect(typeof payload.iat).toBe('number');
    expect((payload.exp as number) - (payload.iat as number)).toBeGreaterThan(0);
    expect((payload.exp as number) - (payload.iat as number)).toBeLessThanOrEqual(900);
    const res = await joined(token);
    expect(res.statusCode).toBe(200);
  });

  it('is required: no token, a tampered token or a foreign token get 401', async () => {
    const user = await signUp(app);
    expect((await joined(undefined)).statusCode).toBe(401);
    expect((await joined('not-a-token')).statusCode).toBe(401);

    const [header, payload, signature] = user.token.split('.') as [string, string, string];
    const i = Math.floor(signature.length / 2);
    const flipped = signature[i] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload}.${signature.slice(0, i)}${flipped}${signature.slice(i + 1)}`;
    expect(tampered).not.toBe(user.token);
    expect((await joined(tampered)).statusCode).toBe(401);

    // A payload changed to name somebody else, with the original signature.
    const forged = Buffer.from(JSON.stringify({ ...jwtPayload(user.token), email: 'someone@example.com' })).toString('base64url');
    expect((await joined(`${header}.${forged}.${signature}`)).statusCode).toBe(401);

    // Minted by another instance with another secret, for a user of that instance.
    const foreignUser = await signUp(otherApp);
    expect((await joined(foreignUser.token, otherApp)).statusCode).toBe(200);
    expect((await joined(foreignUser.token)).statusCode).toBe(401);
    // Even with the same user and session ids as a real user here.
    const { token: foreignForUser } = await otherApp.auth.api.signJWT({
      body: { payload: { sub: user.id, email: user.email, name: user.name, sid: jwtPayload(user.token).sid } },
    });
    expect((await joined(foreignForUser)).statusCode).toBe(401);
  });

  it('is not issued without a session cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/token' });
    expect(res.statusCode).toBe(401);
  });

  it('expires after 15 minutes by the app clock', async () => {
    const user = await signUp(app);
    expect((await joined(user.token)).statusCode).toBe(200);
    // better-auth stamps the token with the real clock, and this file's app clock started when the
    // file did: 16 minutes past the token's own issue time, however long the tests before took.
    const pastExpiry = Date.now() - app.now().getTime() + 16 * 60_000;
    app.clock.advance(pastExpiry);
    try {
      expect((await joined(user.token)).statusCode).toBe(401);
    } finally {
      app.clock.advance(-pastExpiry);
    }
    expect((await joined(user.token)).statusCode).toBe(200);
  });

  it('is refused when one character of its signature changes, after the real one was accepted', async () => {
    const user = await signUp(app);
    expect((await joined(user.token)).statusCode).toBe(200);
    const at = user.token.length - 5;
    const altered = user.token.slice(0, at) + (user.token[at] === 'A' ? 'B' : 'A') + user.token.slice(at + 1);
    expect((await joined(altered)).statusCode).toBe(401);
    expect((await joined(user.token)).statusCode).toBe(200);
  });

  it('is revoked at once when its session signs out', async () => {
    const user = await signUp(app);
    const other = await signUp(app);
    expect((await joined(user.token)).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: user.cookie, ...origin } });
    expect(res.statusCode).toBe(200);
    expect((await joined(user.token)).statusCode).toBe(401);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(session.json()).toBeNull();
    // Only that session: another user's token still works.
    expect((await joined(other.token)).statusCode).toBe(200);
  });
});

describe('profile update', () => {
  it('changes the name and photo', async () => {
    const user = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: user.cookie, ...origin },
      payload: { name: 'Nadia R. Chowdhury', image: 'https://example.com/new-photo.jpg' },
    });
    expect(res.statusCode).toBe(200);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ name: 'Nadia R. Chowdhury', image: 'https://example.com/new-photo.jpg', email: user.email });
  });

  it('removes the photo, so the initials show', async () => {
    const user = await signUp(app);
    const res = await app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { cookie: user.cookie, ...origin }, payload: { image: null } });
    expect(res.statusCode).toBe(200);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(session.json().user.image).toBeNull();
  });

  it('refuses an invalid photo URL or a blank name with 400 and changes nothing', async () => {
    const user = await signUp(app);
    for (const [payload, message] of [
      [{ image: 'ftp://example.com/photo.jpg' }, validationMessages.photoUrl],
      [{ image: 'http://example.com/photo.jpg' }, validationMessages.photoUrl],
      [{ image: 'not a url' }, validationMessages.photoUrl],
      [{ name: '  ' }, validationMessages.name],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie: user.cookie, ...origin },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(session.json().user).toMatchObject({ name: user.name, image: user.image });
  });

  it('needs a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: origin,
      payload: { name: 'Nobody' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset by e-mail', () => {
  async function mailsTo(email: string) {
    return app.db.select().from(outbox).where(eq(outbox.to, email));
  }

  it('resets the password through the mailed link and revokes old sessions', async () => {
    const user = await signUp(app);
    const unknown = uniqueEmail('unknown');
    const request = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: origin,
        payload: { email, redirectTo: '/auth/reset-password' },
      });

    const forKnown = await request(user.email);
    const forUnknown = await request(unknown);
    expect(forKnown.statusCode).toBe(200);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());
    expect(await mailsTo(unknown)).toEqual([]);

    const mails = (await mailsTo(user.email)).filter((mail) => mail.text.includes('/reset-password/'));
    expect(mails).toHaveLength(1);
    const link = mails[0]!.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(PUBLIC_URL);
    const token = url.pathname.match(/\/api\/auth\/reset-password\/([^/]+)$/)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(url.searchParams.get('callbackURL')).toBe('/auth/reset-password');

    // The link leads to the reset page with the token.
    const follow = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toContain(`/auth/reset-password?token=${token}`);

    const reset = (newPassword: string, resetToken = token) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: origin,
        payload: { newPassword, token: resetToken },
      });

    for (const weak of ['Ab1', 'alllowercase1', 'ALLUPPERCASE1']) {
      const res = await reset(weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().message).toBe(PASSWORD_MESSAGE);
    }
    // The weak attempts did not use up the token.
    const good = await reset('BrandNew456');
    expect(good.statusCode).toBe(200);
    // The token is single-use.
    expect((await reset('Another789')).statusCode).toBe(400);

    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    const withNew = await signIn(user.email, 'BrandNew456');
    expect(withNew.statusCode).toBe(200);
    expect((await joined(user.token)).statusCode).toBe(401);
    const oldSession = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(oldSession.json()).toBeNull();
    const fresh = await accessToken(app, sessionCookie(withNew.headers['set-cookie']));
    expect((await joined(fresh)).statusCode).toBe(200);
  });

  it('voids every other link of the account once one is used, or once the password is changed', async () => {
    const user = await signUp(app);
    const linkTokens = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: origin,
        payload: { email: user.email, redirectTo: '/auth/reset-password' },
      });
      expect(res.statusCode).toBe(200);
      return (await mailsTo(user.email)).map((mail) => /\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]);
    };
    const reset = (token: string | undefined, newPassword: string) =>
      app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: origin, payload: { newPassword, token } });

    await linkTokens();
    const [first, second] = await linkTokens();
    expect((await reset(second, 'BrandNew456')).statusCode).toBe(200);
    const older = await reset(first, 'Another789');
    expect(older.statusCode).toBe(400);
    expect((await signIn(user.email, 'Another789')).statusCode).toBe(401);

    // A link asked for, then the password changed while signed in: the link no longer works.
    const [, , third] = await linkTokens();
    const signedIn = await signIn(user.email, 'BrandNew456');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...origin, cookie: sessionCookie(signedIn.headers['set-cookie']) },
      payload: { currentPassword: 'BrandNew456', newPassword: 'Changed2468' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await reset(third, 'Stolen1357')).statusCode).toBe(400);
    expect((await signIn(user.email, 'Changed2468')).statusCode).toBe(200);
  });

  it('refuses an unknown reset token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: origin,
      payload: { newPassword: 'BrandNew456', token: 'no-such-token-0123456789' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('rate limiting of sign-in and sign-up', () => {
  // Each test comes from its own client address; the limit is per address.
  const from = (remoteAddress: string, body: Record<string, unknown>, url: string) => limitedApp.inject({ method: 'POST', url, payload: body, remoteAddress });

  it('answers 429 to the 4th sign-in within a minute from one address, not to another address', async () => {
    const user = await signUp(limitedApp);
    const statuses: number[] = [];
    for (const password of [user.password, 'Wrong1234', 'Wrong1234']) {
      statuses.push((await from('10.0.0.1', { email: user.email, password }, '/api/auth/sign-in/email')).statusCode);
    }
    expect(statuses).toEqual([200, 401, 401]);
    const fourth = await from('10.0.0.1', { email: user.email, password: user.password }, '/api/auth/sign-in/email');
    expect(fourth.statusCode).toBe(429);
    expect(setCookies(fourth).filter((c) => /session_token=[^;]+/.test(c))).toEqual([]);
    const elsewhere = await from('10.0.0.99', { email: user.email, password: user.password }, '/api/auth/sign-in/email');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers 429 to the 4th sign-up within a minute from one address', async () => {
    const before = await userCount(limitedApp);
    for (let i = 0; i < 3; i++) {
      expect((await from('10.0.0.2', signUpBody(), '/api/auth/sign-up/email')).statusCode).toBe(200);
    }
    const fourth = await from('10.0.0.2', signUpBody(), '/api/auth/sign-up/email');
    expect(fourth.statusCode).toBe(429);
    expect(await userCount(limitedApp)).toBe(before + 3);
  });

  it('behind one trusted proxy, counts the address the proxy saw, whatever X-Forwarded-For the client wrote', async () => {
    // TRUST_PROXY=true used to trust every hop: each made-up first entry was a fresh bucket.
    for (const trustProxy of ['1', 'true']) {
      const proxied = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: trustProxy });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) {
          const res = await proxied.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            payload: { email: 'nobody@example.com', password: 'Wrong1234' },
            // The proxy (the socket's address) appended the client's real address after the client's own entry.
            headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
            remoteAddress: '10.0.0.10',
          });
          statuses.push(res.statusCode);
        }
        expect(statuses, `TRUST_PROXY=${trustProxy}`).toEqual([401, 401, 401, 429, 429]);
      } finally {
        await proxied.close();
      }
    }
  });

  it('refuses a TRUST_PROXY that is no number of proxies', () => {
    expect(proxyHops(undefined)).toBe(0);
    expect(proxyHops('false')).toBe(0);
    expect(proxyHops('2')).toBe(2);
    expect(() => proxyHops('yes')).toThrow(/TRUST_PROXY/);
  });

  it('does not limit other routes', async () => {
    for (let i = 0; i < 3; i++) await from('10.0.0.3', signUpBody({ password: 'weak' }), '/api/auth/sign-up/email');
    expect((await from('10.0.0.3', signUpBody(), '/api/auth/sign-up/email')).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) {
      const res = await limitedApp.inject({ method: 'GET', url: '/api/events', remoteAddress: '10.0.0.3' });
      expect(res.statusCode).toBe(200);
      const health = await limitedApp.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.3' });
      expect(health.statusCode).toBe(200);
    }
  });
});

describe('security headers', () => {
  for (const url of ['/api/events', '/api/health']) {
    it(`are sent on GET ${url}`, async () => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      const scriptSrc = csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src '));
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Never framed: the old header says what frame-ancestors 'none' says (issue 35).
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBeTruthy();
      // Served at http://localhost here: no Strict-Transport-Security, which would break plain http.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  }

  it('include Strict-Transport-Security for a year, subdomains included, when the public address is https', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://volunteer.example' });
    try {
      for (const url of ['/api/health', '/api/events']) {
        const res = await secure.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  });
});
