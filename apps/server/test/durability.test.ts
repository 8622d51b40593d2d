// Durability: once the server has acknowledged a write, killing its process outright (SIGKILL, no
// shutdown hooks) and starting it again on the same data loses nothing. Runs the real server as a
// child process and talks to it over real HTTP, on the database kind under test (TEST_DB).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmailVerificationToken } from 'better-auth/api';
import { EMAIL_VERIFICATION_TTL_SECONDS } from '@volunteering/shared/constants';
import { eventBody } from './helpers/build.ts';
import { createTestDatabaseUrl, testDbKind } from './helpers/database.ts';
import { freePort } from './helpers/free-port.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const AUTH_SECRET = 'durability-test-secret-that-is-long-enough-0123456789';
const STARTUP_LIMIT_MS = 60_000;

type Storage = { dataDir: string; databaseUrl: string | undefined };
type Running = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const running = new Set<Running>();
let storage: Storage;
let dropDatabase: (() => Promise<void>) | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node apps/server/src/server.ts` on the shared storage and a fresh free port. Ready means our
 * child printed that it listens on that URL (so no other process on this machine that happened to
 * take the port is answering) and /api/health answers 200. A start spoiled from outside (port taken
 * meanwhile, or a stray SIGTERM from another process on a shared machine) is retried on a new port.
 */
async function startServer(attempt = 1): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: storage.dataDir,
      // An empty DATABASE_URL means embedded PGlite (config treats '' as unset).
      DATABASE_URL: storage.databaseUrl ?? '',
      PUBLIC_URL: url,
      AUTH_SECRET,
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: Running = { child, url, output: () => output, exited };
  running.add(server);

  const deadline = Date.now() + STARTUP_LIMIT_MS;
  let last = 'not listening yet';
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(server);
      // Lost its port to another process, or stopped by a signal this file never sends (something
      // else on the machine): says nothing about durability, so try again on a new port.
      const interfered = output.includes('EADDRINUSE') || (child.signalCode !== null && child.signalCode !== 'SIGKILL');
      if (interfered && attempt < 3) return startServer(attempt + 1);
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready; output:\n${output}`);
    }
    if (output.includes(`running at ${url} `)) {
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) return server;
        last = `${res.status} ${await res.text()}`;
      } catch (error) {
        last = String((error as Error).cause ?? error);
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`server not ready within ${STARTUP_LIMIT_MS} ms (/api/health: ${last}); output:\n${output}`);
    }
    await sleep(100);
  }
}

/** SIGKILL to the whole process group: no close hooks, no flush, like a power cut of the process. */
async function killServer(server: Running): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    try {
      process.kill(-server.child.pid!, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
  await server.exited;
  running.delete(server);
}

async function request(server: Running, method: string, url: string, opts: { token?: string; cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${server.url}${url}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const state = server.child.exitCode ?? server.child.signalCode ?? 'running';
    throw new Error(`${method} ${url} failed: ${String((error as Error).cause ?? error)} (server ${state}); output:\n${server.output()}`, { cause: error });
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json: json as any };
}

/** Fails with the request, the answer and the server's output unless the answer is 2xx. */
function acknowledged(server: Running, what: string, res: { status: number; text: string }) {
  if (res.status < 200 || res.status > 299) {
    throw new Error(`${what} answered ${res.status} ${res.text}; server output:\n${server.output()}`);
  }
}

function sessionCookie(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function accessToken(server: Running, cookie: string): Promise<string> {
  const res = await request(server, 'GET', '/api/auth/token', { cookie });
  acknowledged(server, 'GET /api/auth/token', res);
  return res.json.token as string;
}

async function signUp(server: Running, label: string) {
  const body = {
    name: `Durable ${label}`,
    email: `durable-${label}-${randomUUID()}@example.com`,
    password: 'Secret123',
    image: 'https://example.com/a.png',
  };
  const res = await request(server, 'POST', '/api/auth/sign-up/email', { body });
  acknowledged(server, `sign-up of ${body.email}`, res);
  // The confirmation link its mail carries (the server keeps the mail out of reach in its own
  // database), made with the secret the server was given; following it signs in.
  const token = await createEmailVerificationToken(AUTH_SECRET, body.email, undefined, EMAIL_VERIFICATION_TTL_SECONDS);
  const confirmed = await fetch(`${server.url}/api/auth/verify-email?token=${token}&callbackURL=%2F`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  expect(confirmed.status).toBe(302);
  const cookie = sessionCookie(confirmed.headers);
  const session = await request(server, 'GET', '/api/auth/get-session', { cookie });
  return { ...body, id: session.json.user.id as string, token: await accessToken(server, cookie) };
}

async function signIn(server: Running, email: string, password: string) {
  const res = await request(server, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
  acknowledged(server, `sign-in of ${email}`, res);
  return accessToken(server, sessionCookie(res.headers));
}

async function createEvent(server: Running, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(server, 'POST', '/api/events', { token, body: eventBody(new Date(), overrides) });
  acknowledged(server, 'POST /api/events', res);
  return res.json._id as string;
}

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vh-durability-'));
  let databaseUrl: string | undefined;
  if (testDbKind() === 'postgres') {
    const created = await createTestDatabaseUrl();
    databaseUrl = created.databaseUrl;
    dropDatabase = created.drop;
  }
  storage = { dataDir, databaseUrl };
});

afterEach(async () => {
  for (const server of [...running]) await killServer(server);
});

afterAll(async () => {
  for (const server of [...running]) await killServer(server);
  await dropDatabase?.();
  if (storage) rmSync(storage.dataDir, { recursive: true, force: true });
});

describe(`durability after SIGKILL (${testDbKind()})`, () => {
  it('keeps a sign-up, a created, joined and edited event, and a deletion', { timeout: 180_000 }, async () => {
    let server = await startServer();
    const owner = await signUp(server, 'owner');
    const eventId = await createEvent(server, owner.token, { title: 'Before the crash' });

    const join = await request(server, 'PATCH', `/api/events/${eventId}/join`, { token: owner.token });
    acknowledged(server, 'join', join);
    expect(join.json).toMatchObject({ success: true });

    const edited = eventBody(new Date(), { title: 'Edited just before the crash' });
    const edit = await request(server, 'PATCH', `/api/events/my-events/${eventId}`, { token: owner.token, body: edited });
    acknowledged(server, 'edit', edit);
    expect(edit.json.title).toBe('Edited just before the crash');

    const doomedId = await createEvent(server, owner.token, { title: 'Deleted before the crash' });
    const remove = await request(server, 'DELETE', `/api/events/my-events/${doomedId}`, { token: owner.token });
    acknowledged(server, 'delete', remove);
    expect(remove.json).toMatchObject({ success: true });

    // Right after the last acknowledged write: no graceful shutdown.
    await killServer(server);
    expect(server.child.signalCode).toBe('SIGKILL');

    server = await startServer();
    const event = await request(server, 'GET', `/api/events/${eventId}`);
    expect(event.status, event.text).toBe(200);
    expect(event.json.title).toBe('Edited just before the crash');
    expect(event.json.volunteersJoined).toBe(1);

    const gone = await request(server, 'GET', `/api/events/${doomedId}`);
    expect(gone.status, gone.text).toBe(404);

    const token = await signIn(server, owner.email, 'Secret123');
    const joined = await request(server, 'GET', '/api/events/joined', { token });
    expect(joined.status, joined.text).toBe(200);
    expect((joined.json as { _id: string }[]).map((e) => e._id)).toEqual([eventId]);

    const mine = await request(server, 'GET', '/api/events/my-events', { token });
    expect(mine.status, mine.text).toBe(200);
    expect((mine.json as { _id: string; title: string }[]).map((e) => [e._id, e.title])).toEqual([[eventId, 'Edited just before the crash']]);
  });

  it('keeps every acknowledged join of many volunteers', { timeout: 180_000 }, async () => {
    const volunteersWanted = 20;
    let server = await startServer();
    const organizer = await signUp(server, 'organizer');
    const eventId = await createEvent(server, organizer.token, { title: 'Many hands', volunteersNeeded: 50 });
    const volunteers = [];
    for (let i = 0; i < volunteersWanted; i++) volunteers.push(await signUp(server, `volunteer-${i}`));

    // All joins at once; the kill comes right after the last of them is acknowledged.
    const answers = await Promise.all(volunteers.map((v) => request(server, 'PATCH', `/api/events/${eventId}/join`, { token: v.token })));
    await killServer(server);
    for (const answer of answers) acknowledged(server, 'join', answer);
    const acknowledgedJoins = answers.filter((a) => a.json?.success === true).length;
    expect(acknowledgedJoins).toBe(volunteersWanted);

    server = await startServer();
    const event = await request(server, 'GET', `/api/events/${eventId}`);
    expect(event.status, event.text).toBe(200);
    expect(event.json.volunteersJoined).toBe(acknowledgedJoins);

    // The count and the participations agree: every volunteer still sees the event as joined.
    for (const v of volunteers.slice(0, 3)) {
      const token = await signIn(server, v.email, 'Secret123');
      const joined = await request(server, 'GET', '/api/events/joined', { token });
      expect((joined.json as { _id: string }[]).map((e) => e._id)).toEqual([eventId]);
    }
  });
});
