// Backup and restore (decision 028): `npm run backup` and `npm run restore` as an operator runs them
// (the scripts as child processes), on the database kind under test (TEST_DB). Embedded: a closed
// database and one a running server holds; PostgreSQL: pg_dump and pg_restore. What goes in must
// come back: events, accounts that sign in with their passwords, participations.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { backupKey } from '../src/backup/running-server.ts';
import { loadConfig } from '../src/config.ts';
import { accessToken, as, buildTestApp, createEvent, eventBody, sessionCookie, signUp } from './helpers/build.ts';
import { createTestDatabaseUrl, testDbKind } from './helpers/database.ts';
import { freePort } from './helpers/free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const AUTH_SECRET = 'backup-test-secret-that-is-long-enough-0123456789';
const PASSWORD = 'Secret123';
const work = mkdtempSync(path.join(tmpdir(), 'vh-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What the server and the scripts read, for one database. */
function envFor(storage: { dataDir: string; databaseUrl?: string }): Record<string, string> {
  return {
    DATA_DIR: storage.dataDir,
    // Empty: the embedded database (config reads '' as unset).
    DATABASE_URL: storage.databaseUrl ?? '',
    AUTH_SECRET,
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT_MAX: '100000',
    WRITE_RATE_LIMIT_MAX: '100000',
    PUBLIC_CACHE_TTL_MS: '0',
    JOBS_INTERVAL_MS: '0',
    WEB_DIST: path.join(work, 'no-web-build'),
    LOG_LEVEL: 'warn',
  };
}

/** The app in this process on that database (opened from the config, closed with the app). */
async function openApp(storage: { dataDir: string; databaseUrl?: string }): Promise<FastifyInstance> {
  const app = await buildApp({ config: loadConfig({ ...envFor(storage), PUBLIC_URL: 'http://localhost:3000' }), logger: false });
  await app.ready();
  return app;
}

/** The arguments `npm run <name>` gives node (its line in package.json). */
function npmLine(name: 'start' | 'backup' | 'restore'): string[] {
  const [node, ...line] = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts[name]!.split(
    ' ',
  );
  expect(node).toBe('node');
  return line;
}

/** The script as `npm run <name> -- ARGS` runs it; resolves with its exit code and output. */
function runScript(name: 'backup' | 'restore', args: string[], storage: { dataDir: string; databaseUrl?: string }, env: Record<string, string> = {}) {
  const line = npmLine(name);
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [...line, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...envFor(storage), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

type Population = { emails: string[]; events: { id: string; title: string; joined: number }[]; participations: number };

/** Three accounts (signed up through the API), two events, three participations (joined through the API). */
async function populate(app: FastifyInstance, label: string): Promise<Population> {
  const [organizer, v1, v2] = await Promise.all(
    ['Organizer', 'Volunteer One', 'Volunteer Two'].map((name, i) =>
      signUp(app, { name, email: `${label}-${i}-${Date.now()}@example.com`, password: PASSWORD }),
    ),
  );
  const river = await createEvent(app, organizer!, { title: `${label}: River Bank Cleanup` });
  const trees = await createEvent(app, organizer!, { title: `${label}: Tree Planting`, type: 'Plantation' });
  for (const [event, volunteer] of [
    [river, v1],
    [river, v2],
    [trees, v1],
  ] as const) {
    const res = await app.inject({ method: 'PATCH', url: `/api/events/${event._id}/join`, headers: as(volunteer!) });
    expect(res.json(), res.body).toMatchObject({ success: true });
  }
  return {
    emails: [organizer!.email, v1!.email, v2!.email],
    events: [
      { id: river._id, title: river.title, joined: 2 },
      { id: trees._id, title: trees.title, joined: 1 },
    ],
    participations: 3,
  };
}

async function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
}

/** Everything populate() made is there: the events with their counts, the accounts, their participations. */
async function expectPopulation(app: FastifyInstance, population: Population): Promise<void> {
  for (const event of population.events) {
    const res = await app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: event.title, volunteersJoined: event.joined });
  }
  // Volunteer One signs in with the password and sees both events as joined.
  const signedIn = await signIn(app, population.emails[1]!, PASSWORD);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const token = await accessToken(app, sessionCookie(signedIn.headers['set-cookie']));
  const joined = await app.inject({ method: 'GET', url: '/api/events/joined', headers: as(token) });
  expect(joined.statusCode, joined.body).toBe(200);
  expect((joined.json() as { _id: string }[]).map((e) => e._id).sort()).toEqual(population.events.map((e) => e.id).sort());
  // A wrong password still fails: the account is the real one, not a fresh sign-up.
  expect((await signIn(app, population.emails[0]!, 'Wrong-password-1')).statusCode).toBe(401);
}

/** What restore prints, for the counts it reports. */
function restoredCounts(output: string) {
  const match = /(\d+) events, (\d+) accounts, (\d+) participations/.exec(output);
  return match ? { events: Number(match[1]), accounts: Number(match[2]), participations: Number(match[3]) } : null;
}

/** Every file under a folder with its size and modification time: equal before and after means untouched. */
function fingerprint(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = statSync(file);
      return `${path.relative(dir, file)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

const embedded = (name: string) => ({ dataDir: path.join(work, name) });

describe.skipIf(testDbKind() !== 'pglite')('backup and restore of the embedded database', () => {
  const source = embedded('source');
  let population: Population;
  beforeAll(async () => {
    const app = await openApp(source);
    population = await populate(app, 'embedded');
    await app.close();
  });

  it('round-trips a closed database into an empty data folder; a stale server record is ignored', async () => {
    // A server that died without cleaning up (its pid is gone) does not count as running.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(path.join(source.dataDir, 'server.json'), JSON.stringify({ pid: gone.pid, host: '127.0.0.1', port: 9 }));

    const file = path.join(work, 'closed.tar.gz');
    const backup = await runScript('backup', [file], source);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`the embedded database in ${source.dataDir} written to ${file}`);
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(statSync(file).mode & 0o077).toBe(0);

    const target = embedded('closed-target');
    const restore = await runScript('restore', [file], target);
    expect(restore.code, restore.output).toBe(0);
    expect(restoredCounts(restore.output)).toEqual({ events: 2, accounts: 3, participations: 3 });
    expect(restore.output).not.toContain('auth secret');

    const restored = await openApp(target);
    try {
      await expectPopulation(restored, population);
    } finally {
      await restored.close();
    }
  });

  it('backs up a running server through the server itself, which keeps serving', async () => {
    const server = await startServer(source);
    try {
      const record = JSON.parse(readFileSync(path.join(source.dataDir, 'server.json'), 'utf8'));
      expect(record).toMatchObject({ pid: server.child.pid, port: server.port });
      // A write the running server made: the backup has it.
      const organizerToken = await signInOver(server, population.emails[0]!);
      const created = await fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${organizerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(eventBody(new Date(), { title: 'Made while running' })),
      });
      expect(created.status).toBe(201);
      const madeWhileRunning = ((await created.json()) as { _id: string })._id;

      const file = path.join(work, 'running.tar.gz');
      const backup = await runScript('backup', [file], source);
      expect(backup.code, `${backup.output}\n${server.output()}`).toBe(0);
      expect(backup.output).toContain(`the running server (pid ${server.child.pid})`);
      expect((await fetch(`${server.url}/api/events/${madeWhileRunning}`)).status).toBe(200);

      await stopServer(server);
      expect(readdirSync(source.dataDir)).not.toContain('server.json');

      const target = embedded('running-target');
      const restore = await runScript('restore', [file], target);
      expect(restore.code, restore.output).toBe(0);
      expect(restoredCounts(restore.output)).toEqual({ events: 3, accounts: 3, participations: 3 });
      const restored = await openApp(target);
      try {
        await expectPopulation(restored, population);
        const res = await restored.inject({ method: 'GET', url: `/api/events/${madeWhileRunning}` });
        expect(res.json()).toMatchObject({ title: 'Made while running' });
      } finally {
        await restored.close();
      }
    } finally {
      await stopServer(server);
    }
  });

  it('refuses to restore into a data folder that holds a database, and changes nothing', async () => {
    const target = embedded('closed-target');
    const file = path.join(work, 'closed.tar.gz');
    for (const storage of [source, target]) {
      const before = fingerprint(storage.dataDir);
      expect(before.some((line) => line.startsWith(path.join('pgdata', 'PG_VERSION')))).toBe(true);
      const restore = await runScript('restore', [file], storage);
      expect(restore.code, restore.output).toBe(1);
      expect(restore.output).toContain(`${path.join(storage.dataDir, 'pgdata')} is not empty`);
      expect(restoredCounts(restore.output)).toBeNull();
      expect(fingerprint(storage.dataDir)).toEqual(before);
    }
    // An empty pgdata folder is an empty target. Without the old secret (no AUTH_SECRET, no file) the
    // restore says so: the sign-in keys would not open.
    const empty = embedded('empty-pgdata');
    mkdirSync(path.join(empty.dataDir, 'pgdata'), { recursive: true });
    const restore = await runScript('restore', [file], empty, { AUTH_SECRET: '' });
    expect(restore.code, restore.output).toBe(0);
    expect(restoredCounts(restore.output)).toEqual({ events: 2, accounts: 3, participations: 3 });
    expect(restore.output).toContain("the auth secret here does not open the backup's sign-in keys");
    expect(readdirSync(empty.dataDir)).not.toContain('auth-secret');
  });
});

describe('GET /api/backup', () => {
  const unknownAddress = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/no-such-address' })).body;

  it.skipIf(testDbKind() !== 'pglite')('is answered only with a fresh backup key, from this machine, not through a proxy', async () => {
    const app = await buildTestApp();
    const secret = 'test-secret-that-is-long-enough-0123456789';
    const notFound = await unknownAddress(app);
    const refused: [string, Record<string, string>, string?][] = [
      ['no key', {}],
      ['the auth secret itself', { authorization: `Bearer ${secret}` }],
      ['a key made with another secret', { authorization: `Bearer ${backupKey('another-secret-that-is-long-enough-012345')}` }],
      ['a key ten minutes old', { authorization: `Bearer ${backupKey(secret, Date.now() - 10 * 60_000)}` }],
      ['a key with its signature cut', { authorization: `Bearer ${backupKey(secret).slice(0, -1)}` }],
      ['through a proxy', { authorization: `Bearer ${backupKey(secret)}`, 'x-forwarded-for': '203.0.113.7' }],
      ['from another machine', { authorization: `Bearer ${backupKey(secret)}` }, '203.0.113.7'],
    ];
    for (const [why, headers, remoteAddress] of refused) {
      const res = await app.inject({ method: 'GET', url: '/api/backup', headers, ...(remoteAddress ? { remoteAddress } : {}) });
      expect(res.statusCode, why).toBe(404);
      expect(res.body, why).toBe(notFound);
    }
    const res = await app.inject({ method: 'GET', url: '/api/backup', headers: { authorization: `Bearer ${backupKey(secret)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it.skipIf(testDbKind() !== 'postgres')('does not exist on PostgreSQL, key or not', async () => {
    const app = await buildTestApp();
    const res = await app.inject({
      method: 'GET',
      url: '/api/backup',
      headers: { authorization: `Bearer ${backupKey('test-secret-that-is-long-enough-0123456789')}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(await unknownAddress(app));
  });
});

describe.skipIf(testDbKind() !== 'postgres')('backup and restore on PostgreSQL', () => {
  const databases: Awaited<ReturnType<typeof createTestDatabaseUrl>>[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it('round-trips through pg_dump and pg_restore into an empty database, and refuses one that holds ours', async () => {
    const [from, into] = await Promise.all([createTestDatabaseUrl(), createTestDatabaseUrl()]);
    databases.push(from, into);
    const source = { dataDir: path.join(work, 'pg-source'), databaseUrl: from.databaseUrl };
    const target = { dataDir: path.join(work, 'pg-target'), databaseUrl: into.databaseUrl };
    const app = await openApp(source);
    const population = await populate(app, 'postgres');
    await app.close();

    const file = path.join(work, 'postgres.dump');
    const backup = await runScript('backup', [file], source);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`PostgreSQL (pg_dump, custom format) written to ${file}`);
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('PGDMP');

    const restore = await runScript('restore', [file], target);
    expect(restore.code, restore.output).toBe(0);
    expect(restoredCounts(restore.output)).toEqual({ events: 2, accounts: 3, participations: 3 });

    // Into a database that holds our tables (the source, and now the target): refused, nothing restored twice.
    for (const storage of [source, target]) {
      const again = await runScript('restore', [file], storage);
      expect(again.code, again.output).toBe(1);
      expect(again.output).toContain('restore goes into an empty database only');
    }

    const restored = await openApp(target);
    try {
      await expectPopulation(restored, population);
      const events = await restored.inject({ method: 'GET', url: '/api/events?limit=100' });
      expect((events.json() as unknown[]).length).toBe(2);
    } finally {
      await restored.close();
    }
  });

  it('an embedded backup is refused on PostgreSQL', async () => {
    const into = await createTestDatabaseUrl();
    databases.push(into);
    const file = path.join(work, 'not-postgres.tar.gz');
    writeFileSync(file, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00]));
    const restore = await runScript('restore', [file], { dataDir: path.join(work, 'pg-other'), databaseUrl: into.databaseUrl });
    expect(restore.code, restore.output).toBe(1);
    expect(restore.output).toContain('is a backup of the embedded database');
  });
});

// The real server as a child process, with the Node flags of `npm start`.
type Server = { child: ChildProcess; url: string; port: number; output: () => string; exited: Promise<unknown> };

async function startServer(storage: { dataDir: string }): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const flags = npmLine('start').filter((arg) => arg.startsWith('--'));
  const child = spawn(process.execPath, [...flags, 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...envFor(storage), PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const server = { child, url, port, output: () => output, exited };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before it was ready:\n${output}`);
    if (output.includes(`running at ${url} `)) {
      const health = await fetch(`${url}/api/health`).catch(() => null);
      if (health?.status === 200) return server;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopServer(server);
  throw new Error(`server not ready in 30 s:\n${output}`);
}

/** SIGTERM, as an operator stops it: it closes and removes its record. */
async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

async function signInOver(server: Server, email: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = await fetch(`${server.url}/api/auth/token`, { headers: { cookie } });
  expect(token.status).toBe(200);
  return ((await token.json()) as { token: string }).token;
}
