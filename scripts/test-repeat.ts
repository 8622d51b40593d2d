// `npm run test:repeat`: runs the e2e tests whose outcome involves a page timer (tagged @timed,
// e2e/fixtures.ts) many times over, to find a race before it lands (decision 019). Starts what e2e
// needs as `npm test` does (Chromium, a throw-away PostgreSQL cluster, a build of the web app when
// the last one is older than its sources), then prints every failure with its trace and a last line
// `N passed, N failed (R repeats of T tests in S)`.
// Usage: npm run test:repeat [-- [--repeat-each=N] [spec ...] [other Playwright options]]
//   --repeat-each=N  runs of each test (default 20)
//   spec ...         these spec files, every test in them, instead of the @timed tests
// Other options (`--workers=1`, `-x`, `--grep=…`) go to Playwright as they are.
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findHeadlessShell } from './find-chromium.ts';
import { createDatabase, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { ROOT, runChild, webBuildIsCurrent } from './run-child.ts';

const REPORT = path.join(ROOT, '.tmp', 'playwright-repeat.json');
/** The tag of the tests that drive `page.clock` or wait for a page timer (e2e/fixtures.ts, TIMED). */
const TIMED_TAG = '@timed';
const DEFAULT_REPEATS = 20;

const say = (s: string): void => console.log(`[test:repeat] ${s}`);

type Options = { repeats: number; specs: string[]; passThrough: string[] };

function parseArgs(argv: string[]): Options {
  const options: Options = { repeats: DEFAULT_REPEATS, specs: [], passThrough: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    let repeats: string | undefined;
    if (arg.startsWith('--repeat-each=')) repeats = arg.slice('--repeat-each='.length);
    else if (arg === '--repeat-each') repeats = argv[++i];
    else if (arg.startsWith('-')) {
      options.passThrough.push(arg);
      continue;
    } else {
      options.specs.push(arg);
      continue;
    }
    options.repeats = Number(repeats);
    if (!Number.isInteger(options.repeats) || options.repeats < 1) {
      console.error(`[test:repeat] --repeat-each wants a whole number of at least 1, not "${repeats}"`);
      process.exit(2);
    }
  }
  return options;
}

type Attachment = { name?: string; path?: string };
type Result = { status?: string; retry?: number; error?: { message?: string }; attachments?: Attachment[] };
type ReportTest = { status?: string; results?: Result[] };
type ReportSpec = { title?: string; file?: string; line?: number; tests?: ReportTest[] };
type ReportSuite = { title?: string; specs?: ReportSpec[]; suites?: ReportSuite[] };
type Report = { suites?: ReportSuite[]; stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number; duration?: number } };

type Failure = { title: string; where: string; error: string; trace: string | undefined };

/** Every failed run in the report, with the first line of its error and its trace. */
function failures(report: Report): Failure[] {
  const found: Failure[] = [];
  const walk = (suite: ReportSuite, titles: string[]) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          if (result.status === 'passed' || result.status === 'skipped') continue;
          const error = stripVTControlCharacters(result.error?.message ?? result.status ?? 'failed').split('\n')[0]!;
          found.push({
            title: [...here, spec.title ?? ''].join(' › '),
            // The report names files from the config's folder.
            where: `${path.join('e2e', spec.file ?? '')}:${spec.line}`,
            error,
            trace: result.attachments?.find((attachment) => attachment.name === 'trace')?.path,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

function formatTime(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  let cluster: PostgresCluster | undefined;
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  try {
    process.env.CHROMIUM_PATH = findHeadlessShell();
    say(`chromium: ${process.env.CHROMIUM_PATH}`);
    cluster = await startPostgresCluster({ log: (s) => say(`postgres: ${s}`) });
    process.env.E2E_DATABASE_URL = await createDatabase(cluster.adminUrl, 'e2e');
    say(`e2e database: ${process.env.E2E_DATABASE_URL}`);

    if (webBuildIsCurrent()) say('the web app build is newer than its sources: not building');
    else {
      say('building the web app (npm run build)');
      const code = await runChild('npm', ['run', 'build']);
      if (code !== 0) {
        say(`build failed (exit ${code})`);
        return 1;
      }
    }

    const which = options.specs.length > 0 ? options.specs : ['--grep', TIMED_TAG];
    say(`running ${options.specs.length > 0 ? options.specs.join(' ') : `the ${TIMED_TAG} tests`} ${options.repeats} times each`);
    fs.rmSync(REPORT, { force: true });
    const playwright = fs.realpathSync(path.join(ROOT, 'node_modules', '.bin', 'playwright'));
    const code = await runChild(
      process.execPath,
      [
        playwright,
        'test',
        '--config',
        path.join('e2e', 'playwright.config.ts'),
        `--repeat-each=${options.repeats}`,
        '--reporter=line,json',
        ...which,
        ...options.passThrough,
      ],
      { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: REPORT },
    );

    let report: Report | undefined;
    try {
      report = JSON.parse(fs.readFileSync(REPORT, 'utf8')) as Report;
    } catch {
      report = undefined;
    }
    if (!report?.stats) {
      say(`playwright exited with ${code} and wrote no report`);
      return 1;
    }
    const failed = failures(report);
    for (const failure of failed) {
      console.log(
        `\n✘ ${failure.title}\n  ${failure.where}\n  ${failure.error}\n  trace: ${failure.trace ? `npx playwright show-trace ${path.relative(ROOT, failure.trace)}` : '(none kept)'}`,
      );
    }
    const passed = (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    const unexpected = report.stats.unexpected ?? 0;
    const runs = passed + unexpected + (report.stats.skipped ?? 0);
    console.log(
      `\n${passed} passed, ${unexpected} failed (${options.repeats} repeats of ${runs / options.repeats} tests) in ${formatTime(Date.now() - started)}`,
    );
    return code === 0 && unexpected === 0 ? 0 : 1;
  } finally {
    if (cluster) {
      say('stopping postgres');
      await cluster.stop();
    }
  }
}

process.exit(await main());
