// `npm test`: runs lint and typecheck, finds Chromium, starts a throw-away PostgreSQL cluster,
// builds the web app, runs Vitest and Playwright, prints the time each runner took, and ends
// with one line `N passed, N failed[, N skipped]`. Lint and typecheck count as one check each.
// Usage: npm test [-- --only=lint,typecheck,vitest,e2e]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findHeadlessShell } from './find-chromium.ts';
import { createDatabase, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { ROOT, runChild } from './run-child.ts';

const TMP = path.join(ROOT, '.tmp');
const VITEST_REPORT = path.join(TMP, 'vitest.json');
const PLAYWRIGHT_REPORT = path.join(TMP, 'playwright.json');

const say = (s: string): void => console.log(`[test] ${s}`);

type Runner = 'lint' | 'typecheck' | 'vitest' | 'e2e';

function parseOnly(argv: string[]): Set<Runner> {
  const all = new Set<Runner>(['lint', 'typecheck', 'vitest', 'e2e']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    let value: string | undefined;
    if (arg.startsWith('--only=')) value = arg.slice('--only='.length);
    else if (arg === '--only') value = argv[++i];
    else continue;
    const picked = new Set<Runner>();
    for (const v of (value ?? '').split(',')) {
      if (v === 'lint' || v === 'typecheck') picked.add(v);
      else if (v === 'vitest' || v === 'unit') picked.add('vitest');
      else if (v === 'e2e' || v === 'playwright') picked.add('e2e');
      else {
        console.error(`[test] unknown --only value "${v}" (use lint, typecheck, vitest or e2e)`);
        process.exit(2);
      }
    }
    return picked;
  }
  return all;
}

/** Runs a command with its output held back and printed in one block when it ends, so two
 * commands run side by side do not interleave their lines. */
function runChildQuietly(cmd: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

/** Path of an npm bin script, resolved through node_modules/.bin, to run with process.execPath. */
function binScript(name: string): string {
  const link = path.join(ROOT, 'node_modules', '.bin', name);
  if (!fs.existsSync(link)) throw new Error(`${link} is missing: run npm install (or npm ci) first`);
  return fs.realpathSync(link);
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** What failed, a line each, printed again at the end: a log's tail is often all a reader has. */
  failures?: string[];
}

/** The first line of an error's message, without the terminal's colours. */
const firstLine = (text: unknown): string =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

/** Adds a runner's counts; a non-zero exit with no failed test still counts as one failure. */
function record(t: Tally, runner: string, code: number, counts: Tally): void {
  let { failed } = counts;
  if (code !== 0 && failed === 0) {
    say(`${runner} exited with ${code} but reported no failed test: counting 1 failure`);
    failed = 1;
  }
  say(`${runner}: ${counts.passed} passed, ${failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  t.passed += counts.passed;
  t.failed += failed;
  t.skipped += counts.skipped;
}

/** `npm run <check>` (lint or typecheck), counted as one check passed or failed. */
async function runCheck(t: Tally, check: 'lint' | 'typecheck'): Promise<void> {
  say(`running ${check} (npm run ${check})`);
  const { code, output } = await runChildQuietly('npm', ['run', '--silent', check]);
  if (output.trim()) process.stdout.write(`[test] ${check} output:\n${output.trimEnd()}\n`);
  record(t, check, code, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}

/** Wall time of each runner, printed at the end. */
type Timings = Partial<Record<'lint' | 'typecheck' | 'build' | 'vitest' | 'playwright' | 'total', number>>;

async function timed<T>(times: Timings, name: keyof Timings, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await fn();
  } finally {
    times[name] = performance.now() - start;
  }
}

function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  return `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
}

function printTimings(times: Timings): void {
  say('time per runner (lint, typecheck and build run side by side):');
  for (const name of ['lint', 'typecheck', 'build', 'vitest', 'playwright', 'total'] as const) {
    const ms = times[name];
    say(`  ${name.padEnd(10)} ${ms === undefined ? 'not run' : formatDuration(ms)}`);
  }
}

async function runVitest(t: Tally): Promise<void> {
  fs.rmSync(VITEST_REPORT, { force: true });
  say('running vitest');
  const code = await runChild(process.execPath, [binScript('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`]);
  const report = readJson(VITEST_REPORT) as
    | {
        numPassedTests?: number;
        numFailedTests?: number;
        numPendingTests?: number;
        numTodoTests?: number;
        numFailedTestSuites?: number;
        testResults?: {
          name?: string;
          status?: string;
          message?: string;
          assertionResults?: { status?: string; fullName?: string; failureMessages?: string[] }[];
        }[];
      }
    | undefined;
  if (!report) {
    if (code !== 0) {
      say(`vitest exited with ${code} and wrote no report: counting 1 failure`);
      t.failed += 1;
    } else say('vitest wrote no report');
    return;
  }
  const passed = num(report.numPassedTests);
  let failed = num(report.numFailedTests);
  const skipped = num(report.numPendingTests) + num(report.numTodoTests);
  // A file that failed without any failed test (import error, crash in a hook) counts as one failure.
  let brokenFiles = 0;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    const where = path.relative(process.cwd(), file.name ?? '');
    for (const a of failedTests) t.failures?.push(`vitest ${where} › ${a.fullName ?? ''}: ${firstLine(a.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      brokenFiles++;
      t.failures?.push(`vitest ${where}: ${firstLine(file.message)}`);
    }
  }
  if (brokenFiles === 0 && failed === 0 && num(report.numFailedTestSuites) > 0) brokenFiles = 1;
  failed += brokenFiles;
  record(t, 'vitest', code, { passed, failed, skipped });
}

async function runPlaywright(t: Tally): Promise<void> {
  fs.rmSync(PLAYWRIGHT_REPORT, { force: true });
  say('running playwright');
  const code = await runChild(process.execPath, [binScript('playwright'), 'test', '--config', path.join('e2e', 'playwright.config.ts')], {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
  });
  const report = readJson(PLAYWRIGHT_REPORT) as
    { stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number }; errors?: unknown[] } | undefined;
  if (!report?.stats) {
    if (code !== 0) {
      say(`playwright exited with ${code} and wrote no report: counting 1 failure`);
      t.failed += 1;
    } else say('playwright wrote no report');
    return;
  }
  // Playwright's JSON: a suite per file, holding the describe blocks' suites and the specs.
  type Suite = {
    title?: string;
    suites?: Suite[];
    specs?: { title?: string; file?: string; line?: number; tests?: { status?: string; results?: { error?: { message?: string } }[] }[] }[];
  };
  const walk = (suite: Suite, titles: string[]): void => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.findLast((r) => r.error)?.error?.message;
          t.failures?.push(`playwright ${spec.file ?? ''}:${spec.line ?? ''} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title ?? '']);
  };
  for (const file of (report as { suites?: Suite[] }).suites ?? []) walk(file, []);
  const passed = num(report.stats.expected) + num(report.stats.flaky);
  const failed = num(report.stats.unexpected);
  const skipped = num(report.stats.skipped);
  record(t, 'playwright', code, { passed, failed, skipped });
}

async function main(): Promise<number> {
  const only = parseOnly(process.argv.slice(2));
  const tally: Tally = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const times: Timings = {};
  const started = performance.now();
  let crashed = false;
  let cluster: PostgresCluster | undefined;
  fs.mkdirSync(TMP, { recursive: true });

  const guarded = async (name: string, fn: () => Promise<void>): Promise<void> => {
    try {
      await fn();
    } catch (err) {
      crashed = true;
      tally.failed += 1;
      console.error(`[test] ${name} crashed:`, err);
    }
  };
  // Lint, typecheck and the web build run side by side while PostgreSQL starts: each is mostly one
  // core, and two of them often wait on the disk. All end before the test runners, which want the
  // whole machine. The build's output is printed as it comes; the checks' when they end.
  const checks = Promise.all(
    (['lint', 'typecheck'] as const).filter((c) => only.has(c)).map((c) => guarded(c, () => timed(times, c, () => runCheck(tally, c)))),
  );
  // The e2e run serves the built web app; Vitest alone does not need it.
  const build = only.has('e2e')
    ? guarded('build', async () => {
        say('building the web app (npm run build)');
        const code = await timed(times, 'build', () => runChild('npm', ['run', 'build']));
        if (code !== 0) {
          say(`build failed (exit ${code}): counting 1 failure`);
          tally.failed += 1;
        }
      })
    : Promise.resolve();

  try {
    if (only.has('vitest') || only.has('e2e')) {
      const chromium = findHeadlessShell();
      process.env.CHROMIUM_PATH = chromium;
      say(`chromium: ${chromium}`);

      cluster = await startPostgresCluster({ log: (s) => say(`postgres: ${s}`) });
      process.env.TEST_DATABASE_URL = cluster.adminUrl;
      say(`postgres: ${cluster.adminUrl}`);
      process.env.E2E_DATABASE_URL = await createDatabase(cluster.adminUrl, 'e2e');
      say(`e2e database: ${process.env.E2E_DATABASE_URL}`);
    }
    await Promise.all([checks, build]);

    if (only.has('vitest')) await guarded('vitest', () => timed(times, 'vitest', () => runVitest(tally)));
    if (only.has('e2e')) await guarded('e2e', () => timed(times, 'playwright', () => runPlaywright(tally)));
  } catch (err) {
    crashed = true;
    tally.failed += 1;
    console.error('[test] setup failed:', err instanceof Error ? err.message : err);
  } finally {
    await Promise.all([checks, build]);
    if (cluster) {
      say('stopping postgres');
      try {
        await cluster.stop();
      } catch (err) {
        crashed = true;
        console.error('[test] stopping postgres failed:', err);
      }
    }
  }

  times.total = performance.now() - started;
  if (tally.failures?.length) {
    say('what failed:');
    for (const failure of tally.failures) say(`  ${failure}`);
  }
  printTimings(times);
  console.log(`${tally.passed} passed, ${tally.failed} failed${tally.skipped > 0 ? `, ${tally.skipped} skipped` : ''}`);
  return tally.failed > 0 || crashed ? 1 : 0;
}

process.exit(await main());
