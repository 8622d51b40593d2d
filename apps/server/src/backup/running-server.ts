import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

// How `npm run backup` finds a server that has the embedded database open (decision 028): the
// server keeps `$DATA_DIR/server.json` while it runs, and answers GET /api/backup to a request from
// this machine that carries a backup key made with the auth secret.

export type RunningServer = { pid: number; host?: string; port?: number };

const FILE = 'server.json';
/** How long a backup key is good for, either side of the server's clock. */
const KEY_LIFETIME_S = 300;

let forgetOnExit = false;

export const runningServerFile = (dataDir: string) => path.join(dataDir, FILE);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Written when the server opens the embedded database (no address yet) and again once it listens;
 * removed when the process exits. Readable by the operator only.
 */
export function recordRunningServer(dataDir: string, address?: AddressInfo | string | null): void {
  const record: RunningServer = { pid: process.pid };
  if (address && typeof address === 'object') {
    // A server on every address is reached on loopback.
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    record.host = wildcard ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
    record.port = address.port;
  }
  writeFileSync(runningServerFile(dataDir), `${JSON.stringify(record)}\n`, { mode: 0o600 });
  if (!forgetOnExit) process.once('exit', () => forgetRunningServer(dataDir));
  forgetOnExit = true;
}

/** Removes the record if it is this process's (a newer server may have replaced it). */
export function forgetRunningServer(dataDir: string): void {
  try {
    if (readRecord(dataDir)?.pid === process.pid) unlinkSync(runningServerFile(dataDir));
  } catch {
    // Already gone.
  }
}

function readRecord(dataDir: string): RunningServer | null {
  try {
    const record = JSON.parse(readFileSync(runningServerFile(dataDir), 'utf8')) as RunningServer;
    return Number.isInteger(record.pid) ? record : null;
  } catch {
    return null;
  }
}

/** The server running on this data folder, or null (no record, or the record of a process that is gone). */
export function runningServer(dataDir: string): RunningServer | null {
  const record = readRecord(dataDir);
  return record && record.pid !== process.pid && isAlive(record.pid) ? record : null;
}

const sign = (secret: string, seconds: number) => createHmac('sha256', secret).update(`volunteer-hub backup ${seconds}`).digest('base64url');

/** `<unix seconds>.<HMAC of them under the auth secret>`: proves the holder can read the secret, never sends it. */
export function backupKey(secret: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000);
  return `${seconds}.${sign(secret, seconds)}`;
}

export function isBackupKey(secret: string, given: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(given);
  if (!match) return false;
  const seconds = Number(match[1]);
  if (Math.abs(now / 1000 - seconds) > KEY_LIFETIME_S) return false;
  return timingSafeEqual(Buffer.from(match[2]!), Buffer.from(sign(secret, seconds)));
}
