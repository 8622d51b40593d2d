// What a signed-in read costs the server (issue 41, decision 076): CPU per answer, requests one after
// another, for a volunteer's bearer-token reads and pages rendered for them, beside the same reads
// for a visitor without a session. CPU per answer holds where req/s swings with other work.
import os from 'node:os';
import { cpuPerRequest } from './load.ts';
import { benchLog, envNumber, runBench, signedInVolunteer, startDemoServer, writeReportSection } from './support.ts';

const START = '<!-- signed-in:start -->';
const END = '<!-- signed-in:end -->';
const COUNT = envNumber('BENCH_SIGNED_IN_REQUESTS', 500);
const log = benchLog();

await runBench(async () => {
  const server = await startDemoServer({});
  try {
    const { base } = server;
    const { cookie, token } = await signedInVolunteer(base);
    const [event] = (await (await fetch(`${base}/api/events?limit=1`)).json()) as { _id: string }[];
    const bearer = { authorization: `Bearer ${token}` };
    const rows: [string, string, Record<string, string>][] = [
      ['`GET /api/health`', '/api/health', {}],
      ['`GET /api/events/joined`, bearer', '/api/events/joined', bearer],
      ['`GET /api/events/{id}`, bearer', `/api/events/${event!._id}`, bearer],
      ['`GET /api/events/{id}`, anonymous (public cache)', `/api/events/${event!._id}`, {}],
      ['My Joined Events page, signed in', '/joined-events', { cookie }],
      ['event page, signed in', `/events/${event!._id}`, { cookie }],
      ['event page, anonymous (page cache)', `/events/${event!._id}`, {}],
    ];
    // One round to warm up, one measured.
    for (const [, path, headers] of rows) await cpuPerRequest(server.pid, base + path, headers, 100);
    const measured: string[] = [];
    for (const [name, path, headers] of rows) {
      const cpu = await cpuPerRequest(server.pid, base + path, headers, COUNT);
      log(`${name}: ${cpu.toFixed(2)} ms CPU`);
      measured.push(`| ${name} | ${cpu.toFixed(2)} ms |`);
    }
    const cpus = os.cpus();
    writeReportSection(
      START,
      END,
      [
        START,
        '## Signed-in reads: the server CPU per answer (issue 41)',
        '',
        `${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, demo data on the embedded default, ${COUNT} requests one after another per row, uncompressed; 1-minute load average ${os.loadavg()[0]!.toFixed(1)} when it ended.`,
        '',
        '| read | server CPU per answer |',
        '|---|---:|',
        ...measured,
        '',
        '- The session comes from the session cache (decision 076); the first read of a session, and the first after any change to it, goes to the database.',
        "- A signed-in `GET /api/events/{id}` (and the event page rendered from it) is the public event, kept as the public cache keeps it, plus the reader's own places read on each request (decision 080).",
        END,
      ].join('\n'),
    );
  } finally {
    await server.stop();
  }
});
