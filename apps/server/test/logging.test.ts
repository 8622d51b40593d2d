import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { as, createUser, eventBody, PUBLIC_URL } from './helpers/build.ts';
import { openTestDatabase } from './helpers/database.ts';

// What the server writes to its log: one line per request, by the route's pattern; errors without
// SQL parameters, e-mail addresses or tokens.
const lines: string[] = [];
const database = await openTestDatabase();
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vh-log-')),
  AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
  PUBLIC_URL,
  SEED_DEMO: 'false',
  WEB_DIST: path.join(tmpdir(), 'vh-no-web-build'),
  JOBS_INTERVAL_MS: '0',
  LOG_LEVEL: 'info',
});
const app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log', () => {
  it('has one line per request, naming its route and never the values in the address', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/events/3f2b8c1e-6d4a-4b7e-9a10-2c5d8e7f9a01?email=farhana%40example.com' });
    expect(res.statusCode).toBe(404);
    const entries = logged().filter((entry) => entry.reqId === logged()[0]?.reqId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ msg: 'request', method: 'GET', route: '/api/events/:id', status: 404 });
    expect(lines.join('')).not.toContain('3f2b8c1e');
    expect(lines.join('')).not.toContain('farhana');
  });

  it('logs a failed query without its parameters, e-mail addresses or tokens', async () => {
    const organizer = await createUser(app, { email: 'organizer-log@example.com' });
    const create = app.events.create;
    app.events.create = async () => {
      throw new Error(`Failed query: insert into "events" ("added_by", "title") values ($1, $2)\nparams: organizer-log@example.com,River Bank Cleanup`, {
        cause: Object.assign(new Error(`duplicate key for ${organizer.token}`), { code: '23505', detail: 'Key (email)=(organizer-log@example.com) exists.' }),
      });
    };
    lines.length = 0;
    try {
      const res = await app.inject({ method: 'POST', url: '/api/events', headers: as(organizer), payload: eventBody(app.now()) });
      expect(res.statusCode).toBe(500);
    } finally {
      app.events.create = create;
    }
    const text = lines.join('\n');
    expect(text).toContain('Failed query: insert into \\"events\\"');
    expect(text).toContain('params: [not logged]');
    expect(text).toContain('"code":"23505"');
    for (const secret of ['organizer-log@example.com', 'River Bank Cleanup', organizer.token, 'Key (email)']) expect(text).not.toContain(secret);
  });

  it("writes better-auth's notes about a client's mistake (a foreign origin) as warnings, and its real errors as errors", async () => {
    const WARN = 40;
    const ERROR = 50;
    // better-auth skips its origin check under a test runner: this app checks, as in production.
    const context = await app.auth.$context;
    context.skipOriginCheck = false;
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie: 'better-auth.session_token=whatever' },
    });
    expect(res.statusCode).toBe(403);
    const origin = logged().filter((entry) => String(entry.msg).startsWith('better-auth: Invalid origin'));
    expect(origin.map((entry) => entry.level)).toEqual([WARN]);
    expect(logged().filter((entry) => Number(entry.level) >= ERROR)).toEqual([]);

    // Not a client's mistake: an error still.
    context.logger.error('Failed to create session');
    expect(logged().find((entry) => entry.msg === 'better-auth: Failed to create session')?.level).toBe(ERROR);
  });
});
