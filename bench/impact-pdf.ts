// `node bench/impact-pdf.ts` (decision 059): what the impact PDF costs. The built app's real server on
// a fresh embedded database with the demo data, as `npm start` runs it; an organizer signs up (the
// confirmation mail caught by a local SMTP sink) and makes an organization. Measured: the server's PSS
// after start, after its first PDF (pdfkit, HarfBuzz and the font read then) and after 40 more, and
// how long one PDF takes, the first and then the median, in English and Bangla. Prints; writes nothing.
import { startMailSink } from './mail-sink.ts';
import { kbOf, processTree, runBench, safeRead, signIn, startDemoServer } from './support.ts';

const pssMb = (pid: number) => processTree(pid).reduce((sum, p) => sum + kbOf(safeRead(`/proc/${p}/smaps_rollup`), 'Pss'), 0) / 1024;
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

await runBench(async () => {
  const smtp = await startMailSink();
  const server = await startDemoServer({ SMTP_URL: smtp.url });
  try {
    const { base, pid } = server;
    await settle();
    const afterStart = pssMb(pid);

    const email = 'pdf-bench@example.com';
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'PDF Bench', email, password: 'Bench12345' }),
    });
    if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
    await fetch(`${base}${await smtp.linkTo(email, '/api/auth/verify-email?')}`, { redirect: 'manual' });
    const { token } = await signIn(base, { email, password: 'Bench12345' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const org = await fetch(`${base}/api/orgs`, { method: 'POST', headers, body: JSON.stringify({ name: 'স্বেচ্ছাসেবক সংঘ Dhaka', slug: 'pdf-bench' }) });
    if (org.status !== 201) throw new Error(`creating the organization answered ${org.status}: ${await org.text()}`);

    const pdf = async (lang: string) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/orgs/pdf-bench/impact.pdf?lang=${lang}`, { headers });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`the PDF answered ${res.status}`);
      return { ms: performance.now() - t0, bytes };
    };
    await settle();
    const beforePdf = pssMb(pid);
    const first = await pdf('bn');
    await settle();
    const afterFirst = pssMb(pid);
    const times: Record<string, number[]> = { en: [], bn: [] };
    let size: Record<string, number> = {};
    for (let i = 0; i < 20; i++) {
      for (const lang of ['en', 'bn']) {
        const { ms, bytes } = await pdf(lang);
        times[lang]!.push(ms);
        size = { ...size, [lang]: bytes };
      }
    }
    await settle();
    const afterMany = pssMb(pid);
    console.log(`PSS after start ${afterStart.toFixed(1)} MiB; before the first PDF ${beforePdf.toFixed(1)} MiB`);
    console.log(`first PDF (bn) ${first.ms.toFixed(0)} ms; PSS after it ${afterFirst.toFixed(1)} MiB (+${(afterFirst - beforePdf).toFixed(1)})`);
    console.log(`then median en ${median(times.en!).toFixed(1)} ms (${size.en} bytes), bn ${median(times.bn!).toFixed(1)} ms (${size.bn} bytes)`);
    console.log(`PSS after 41 PDFs ${afterMany.toFixed(1)} MiB (+${(afterMany - beforePdf).toFixed(1)} over before the first)`);
  } finally {
    await server.stop();
    await smtp.close();
  }
});
