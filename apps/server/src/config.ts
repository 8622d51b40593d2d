import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TIME_ZONE } from '@volunteering/shared/event-time';
import { todayZoneName } from '@volunteering/shared/time-zones';
import { DEFAULT_MAP_TILE_URL } from '@volunteering/shared/geo-schemas';
import type { S3Location } from './uploads/s3-storage.ts';

/**
 * TRUST_PROXY: how many proxies stand in front of the server. Only the addresses they appended to
 * X-Forwarded-For are believed; trusting every hop would let a client name any address it likes (a
 * fresh rate-limit bucket per request). `true`, from before, means the one proxy of a usual set-up.
 */
export function proxyHops(value: string | undefined): number {
  if (value === undefined || value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be a number of proxies (such as 1) or false, not ${value}`);
  return hops;
}

const S3_URL_FORM = 'https://ACCESS_KEY:SECRET_KEY@host/bucket[/prefix][?region=…]';

/**
 * S3_URL: pictures on S3-compatible storage instead of the database (decision 037). Its errors
 * never repeat the value, which holds the secret key.
 */
export function s3Location(value: string | undefined): S3Location | undefined {
  if (!value) return undefined;
  const refuse = (why: string): never => {
    throw new Error(`S3_URL ${why}; it looks like ${S3_URL_FORM} (a / + @ : in the keys written %2F %2B %40 %3A)`);
  };
  if (!URL.canParse(value)) refuse('is not an address');
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') refuse('must start with https:// (or http://)');
  if (!url.username || !url.password) refuse('must name the access key and the secret key');
  const [bucket, ...rest] = url.pathname.split('/').slice(1);
  if (!bucket) refuse('must name the bucket');
  const folders = rest.filter(Boolean);
  for (const name of url.searchParams.keys()) if (name !== 'region') refuse(`has an unknown setting "${name}" (only region)`);
  if (url.hash) refuse('must not end in a #fragment');
  const decode = (part: string, what: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return refuse(`has a malformed %-escape in the ${what}`);
    }
  };
  return {
    endpoint: url.origin,
    bucket: decode(bucket!, 'bucket'),
    prefix: folders.map((folder) => `${decode(folder, 'prefix')}/`).join(''),
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decode(url.username, 'access key'),
    secretAccessKey: decode(url.password, 'secret key'),
  };
}

/** GEOCODER_URL and MAP_TILE_URL: an http(s) address; the tiles' with {z}, {x} and {y} in it. */
export function geoAddress(name: 'GEOCODER_URL' | 'MAP_TILE_URL', value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`${name} must be an address starting with https:// (or http://), not ${value}`);
  if (name === 'MAP_TILE_URL' && !['{z}', '{x}', '{y}'].every((part) => value.includes(part)))
    throw new Error(`MAP_TILE_URL must hold {z}, {x} and {y}, not ${value}`);
  return name === 'GEOCODER_URL' ? value.replace(/\/+$/, '') : value;
}

export type Config = {
  port: number;
  host: string;
  /** Folder for the embedded database and the generated auth secret. */
  dataDir: string;
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  /** The Ed25519 secret key (32 bytes) certificates are signed with: CERTIFICATE_SIGNING_KEY, else one kept in the data dir (decision 069). */
  certificateKey: Uint8Array;
  /** Google sign-in; `issuer` is Google's unless GOOGLE_ISSUER names another OpenID Connect provider (tests use a local one). */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  webDist: string;
  logLevel: string;
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  authRateLimitMax: number;
  /** How many proxies in front of the server are trusted to add the client's address to X-Forwarded-For (0: none). */
  trustProxy: number;
  /** Newsletter sign-ups and contact messages allowed per client address per minute. */
  formRateLimitMax: number;
  /** Bearer token for GET /api/metrics; unset: no metrics endpoint. */
  metricsToken: string | undefined;
  /** Events and announcements created, and access tokens minted, per account (tokens: per session) per minute. */
  writeRateLimitMax: number;
  /** Bytes of pictures each account may keep (UPLOAD_QUOTA_MB, default 200), issue 17. */
  uploadQuotaBytes: number;
  /** Pictures uploaded per account per minute (then 429). */
  uploadRateLimitMax: number;
  /** S3_URL: pictures' files in this bucket; unset: in the database. */
  s3: S3Location | undefined;
  /** How long anonymous event reads are reused; 0 turns the cache off. */
  publicCacheTtlMs: number;
  /** How often each instance looks for due jobs (reminders); 0 turns the worker off. */
  jobsIntervalMs: number;
  /** The zone of an event whose organizer names none (IANA name). */
  defaultTimeZone: string;
  /** Accounts made admins at start (and when they sign up), lower-cased: ADMIN_EMAILS, comma-separated. */
  adminEmails: string[];
  /** REVIEW_NEW_ORGANIZERS=true: an account's events wait for a moderator's approval until one is approved. */
  reviewNewOrganizers: boolean;
  /** GEOCODER_URL: a Nominatim-compatible service addresses are looked up at (issue 42); unset: pins only. */
  geocoderUrl: string | undefined;
  /** MAP_TILE_URL: the map's tiles, {z}/{x}/{y} filled in by the map; OpenStreetMap's standard tiles by default. */
  mapTileUrl: string;
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A secret kept in a file of the data dir, made by `make` the first time. */
function readOrMake(file: string, make: () => string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = make();
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

function readAuthSecret(dataDir: string): string {
  return readOrMake(path.join(dataDir, 'auth-secret'), () => randomBytes(32).toString('base64url'));
}

/**
 * CERTIFICATE_SIGNING_KEY: the 32-byte Ed25519 secret key, in base64url or hex. Unset: one made on
 * the first start and kept in the data dir (`certificate-signing-key`), so certificates stay valid
 * across restarts; instances sharing a database must be given the same key.
 */
export function certificateKeyOf(value: string | undefined, dataDir: string): Uint8Array {
  if (!value)
    return Uint8Array.from(
      Buffer.from(
        readOrMake(path.join(dataDir, 'certificate-signing-key'), () => randomBytes(32).toString('base64url')),
        'base64url',
      ),
    );
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  if (key.length !== 32) throw new Error('CERTIFICATE_SIGNING_KEY must be 32 bytes, in base64url or hex (64 hex digits)');
  return Uint8Array.from(key);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  const displayHost = host.includes(':') ? `[${host}]` : host;
  const publicUrl = (env.PUBLIC_URL ?? `http://${displayHost}:${port}`).replace(/\/$/, '');
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          issuer: (env.GOOGLE_ISSUER || 'https://accounts.google.com').replace(/\/$/, ''),
        }
      : undefined;
  // By today's name (decision 054): DEFAULT_TIME_ZONE=Asia/Calcutta gives new events Asia/Kolkata.
  const defaultTimeZone = todayZoneName(env.DEFAULT_TIME_ZONE || DEFAULT_TIME_ZONE);
  if (!defaultTimeZone) throw new Error(`DEFAULT_TIME_ZONE is not a time zone: ${env.DEFAULT_TIME_ZONE}`);
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    authSecret: env.AUTH_SECRET || readAuthSecret(dataDir),
    certificateKey: certificateKeyOf(env.CERTIFICATE_SIGNING_KEY, dataDir),
    google,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Volunteer Hub <no-reply@localhost>',
    seedDemo: env.SEED_DEMO !== 'false',
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    authRateLimitMax: Number(env.AUTH_RATE_LIMIT_MAX ?? 10),
    trustProxy: proxyHops(env.TRUST_PROXY),
    publicCacheTtlMs: Number(env.PUBLIC_CACHE_TTL_MS ?? 1000),
    jobsIntervalMs: Number(env.JOBS_INTERVAL_MS ?? 30_000),
    formRateLimitMax: Number(env.FORM_RATE_LIMIT_MAX ?? 5),
    writeRateLimitMax: Number(env.WRITE_RATE_LIMIT_MAX ?? 30),
    metricsToken: env.METRICS_TOKEN || undefined,
    uploadQuotaBytes: Math.round(Number(env.UPLOAD_QUOTA_MB ?? 200) * 1024 * 1024),
    uploadRateLimitMax: Number(env.UPLOAD_RATE_LIMIT_MAX ?? 20),
    s3: s3Location(env.S3_URL),
    defaultTimeZone,
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    reviewNewOrganizers: env.REVIEW_NEW_ORGANIZERS === 'true',
    geocoderUrl: env.GEOCODER_URL ? geoAddress('GEOCODER_URL', env.GEOCODER_URL) : undefined,
    mapTileUrl: geoAddress('MAP_TILE_URL', env.MAP_TILE_URL || DEFAULT_MAP_TILE_URL),
  };
}
