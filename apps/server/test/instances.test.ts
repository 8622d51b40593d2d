import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody } from './helpers/build.ts';
import { createTestDatabaseUrl, testDbKind } from './helpers/database.ts';
import { freePort } from './helpers/free-port.ts';

// Two real server processes on one PostgreSQL database, as behind a load balancer.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const PUBLIC_URL = 'https://volunteer-hub.example';

type Instance = { origin: string; process: ChildProcess; output: string[] };

async function startInstance(databaseUrl: string, authSecret: string): Promise<Instance> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL,
      AUTH_SECRET: authSecret,
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_MAX: '10000',
      PUBLIC_CACHE_TTL_MS: '0',
      // Both instances look for due reminders often, so they race for the same jobs.
      JOBS_INTERVAL_MS: '100',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(repoRoot, 'no-web-app'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`instance exited: ${output.join('')}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, process: child, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance did not start: ${output.join('')}`);
}

/** The shared database's address, for the mails both instances keep in its outbox. */
let databaseUrl = '';

/**
 * Signs up through one instance and follows the confirmation link it mailed (read from the shared
 * outbox) on the same instance, which signs in; returns the session cookie.
 */
async function signUpAt(instance: Instance): Promise<{ cookie: string; email: string }> {
  const email = `volunteer-${randomUUID()}@example.com`;
  const res = await fetch(`${instance.origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({ name: 'Tanvir Hasan', email, password: 'Secret123', image: 'https://example.com/t.png' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ text: string }>('select text from outbox where "to" = $1', [email]);
  await client.end();
  const link = new URL(rows[0]!.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)![0]);
  const confirmed = await fetch(`${instance.origin}${link.pathname}${link.search}`, { redirect: 'manual' });
  expect(confirmed.status).toBe(302);
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, email };
}

async function tokenAt(instance: Instance, cookie: string): Promise<string> {
  const res = await fetch(`${instance.origin}/api/auth/token`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe.skipIf(testDbKind() !== 'postgres')('several instances on one PostgreSQL database', () => {
  let a: Instance;
  let b: Instance;
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;

  beforeAll(async () => {
    database = await createTestDatabaseUrl();
    databaseUrl = database.databaseUrl;
    const secret = randomBytes(32).toString('base64url');
    // Both start at once on an empty database: the migrations' advisory lock lets one migrate.
    [a, b] = await Promise.all([startInstance(database.databaseUrl, secret), startInstance(database.databaseUrl, secret)]);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.process.kill('SIGTERM');
    await Promise.all(
      [a, b].filter(Boolean).map((i) => new Promise((resolve) => (i.process.exitCode !== null ? resolve(null) : i.process.once('exit', resolve)))),
    );
    await database?.drop();
  });

  it('a session made on one instance works on the other, and so do its tokens', async () => {
    const { cookie, email } = await signUpAt(a);
    const session = await fetch(`${b.origin}/api/auth/get-session`, { headers: { cookie } });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);

    const token = await tokenAt(b, cookie);
    for (const instance of [a, b]) {
      const res = await fetch(`${instance.origin}/api/events/joined`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, instance.origin).toBe(200);
    }
    // Signing out on one instance ends the session (and its tokens) on both.
    const out = await fetch(`${a.origin}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    const after = await fetch(`${b.origin}/api/events/joined`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it('joins through both instances at once fill an event exactly to its goal', async () => {
    const organizer = await signUpAt(a);
    const organizerToken = await tokenAt(a, organizer.cookie);
    const created = await fetch(`${a.origin}/api/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${organizerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(eventBody(new Date(), { volunteersNeeded: 6 })),
    });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };

    const volunteers = await Promise.all(Array.from({ length: 16 }, (_, i) => signUpAt(i % 2 ? a : b)));
    const tokens = await Promise.all(volunteers.map((v, i) => tokenAt(i % 2 ? b : a, v.cookie)));
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        const res = await fetch(`${(i % 2 ? a : b).origin}/api/events/${id}/join`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await res.json()) as { success: boolean }).success;
      }),
    );
    expect(answers.filter(Boolean)).toHaveLength(6);

    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        'SELECT e.volunteers_joined AS joined, (SELECT count(*)::int FROM participations p WHERE p.event_id = e.id) AS rows FROM events e WHERE e.id = $1',
        [id],
      );
      expect(rows[0]).toEqual({ joined: 6, rows: 6 });
    } finally {
      await client.end();
    }
  });

  it('each reminder goes out once, however many instances look for it', async () => {
    const organizer = await signUpAt(b);
    const organizerToken = await tokenAt(b, organizer.cookie);
    const volunteers = await Promise.all(Array.from({ length: 8 }, (_, i) => signUpAt(i % 2 ? a : b)));
    const tokens = await Promise.all(volunteers.map((v, i) => tokenAt(i % 2 ? a : b, v.cookie)));
    const created = await fetch(`${b.origin}/api/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${organizerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(eventBody(new Date(), { title: 'Reminder Race Cleanup', volunteersNeeded: 20 })),
    });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    // Moved to start in 24 hours and 10 seconds, before anyone joins: the reminders fall due 10
    // seconds from now. No request can create that start (it is off the half-hour slots).
    const moving = new pg.Client({ connectionString: database.databaseUrl });
    await moving.connect();
    try {
      const moved = await moving.query('UPDATE events SET date = $1 WHERE id = $2', [new Date(Date.now() + 24 * 3600_000 + 10_000), id]);
      expect(moved.rowCount).toBe(1);
    } finally {
      await moving.end();
    }
    const joined = await Promise.all(
      tokens.map(async (token, i) => {
        const res = await fetch(`${(i % 2 ? b : a).origin}/api/events/${id}/join`, { method: 'PATCH', headers: { authorization: `Bearer ${token}` } });
        return ((await res.json()) as { success: boolean }).success;
      }),
    );
    expect(joined.every(Boolean)).toBe(true);

    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const reminders = async () => (await client.query<{ to: string }>(`SELECT "to" FROM outbox WHERE subject LIKE 'Reminder: Reminder Race Cleanup%'`)).rows;
      for (let i = 0; i < 100 && (await reminders()).length < volunteers.length; i++) await new Promise((r) => setTimeout(r, 200));
      await new Promise((resolve) => setTimeout(resolve, 1500)); // time for a duplicate to show up
      expect((await reminders()).map((r) => r.to).sort()).toEqual(volunteers.map((v) => v.email).sort());
    } finally {
      await client.end();
    }
  });
});
