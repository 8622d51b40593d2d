// The widget organizations put on their own sites (issue 42): /embed/orgs/{slug}, a small page of
// their upcoming events in the visitor's language, with no cookie, that any site may frame; every
// other page still may not be framed.
import { createHash } from 'node:crypto';
import { dayAt } from '@volunteering/shared/event-time';
import { formatEventDateTime } from '@volunteering/shared/event-time-format';
import { describe, expect, it } from 'vitest';
import { as, buildTestApp, createEvent, createUser, signUp } from './helpers/build.ts';

const app = await buildTestApp();
const owner = await createUser(app);
const volunteer = await createUser(app);
const created = await app.inject({ method: 'POST', url: '/api/orgs', headers: as(owner), payload: { name: 'Green Dhaka', slug: 'green-dhaka' } });
const organizationId = (created.json() as { id: string }).id;
const start = (days: number) => dayAt(app.now(), 'Asia/Dhaka', days, 10);
const planting = await createEvent(app, owner, { organizationId, title: 'Tree Planting <Mirpur>', date: start(2).toISOString(), volunteersNeeded: 3 });
const full = await createEvent(app, owner, {
  organizationId,
  title: 'Full Cleanup',
  date: start(4).toISOString(),
  volunteersNeeded: 1,
  timeZone: 'Asia/Kolkata',
});
await app.inject({ method: 'PATCH', url: `/api/events/${full._id}/join`, headers: as(volunteer) });
const cancelled = await createEvent(app, owner, { organizationId, title: 'Called Off', date: start(3).toISOString() });
await app.inject({ method: 'POST', url: `/api/events/my-events/${cancelled._id}/cancel`, headers: as(owner), payload: {} });
// Someone else's event is not the organization's.
await createEvent(app, volunteer, { title: 'Not Theirs', date: start(2).toISOString() });
await app.inject({ method: 'POST', url: '/api/orgs', headers: as(volunteer), payload: { name: 'Quiet Club', slug: 'quiet-club' } });

const embed = (path: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: path, headers });

describe('/embed/orgs/{slug}', () => {
  it('lists the upcoming events, each linked to its page in a new tab, its time in its zone with the label, and its places left', async () => {
    const res = await embed('/embed/orgs/green-dhaka');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Upcoming events of Green Dhaka</h1>');
    expect(html).toContain(`<a href="http://localhost:3000/events/${planting._id}" target="_blank" rel="noopener">Tree Planting &lt;Mirpur&gt;</a>`);
    expect(html).toContain(formatEventDateTime(planting.date, 'Asia/Dhaka', 'en-US'));
    expect(formatEventDateTime(planting.date, 'Asia/Dhaka', 'en-US')).toMatch(/10:00 AM GMT\+6/);
    expect(html).toContain('3 places left');
    // In its own zone: 10:00 in Dhaka is 9:30 in Kolkata.
    expect(html).toContain(formatEventDateTime(full.date, 'Asia/Kolkata', 'en-US'));
    expect(formatEventDateTime(full.date, 'Asia/Kolkata', 'en-US')).toMatch(/9:30 AM GMT\+5:30/);
    expect(html).toContain('Full: join the waitlist');
    expect(html.indexOf('Tree Planting')).toBeLessThan(html.indexOf('Full Cleanup'));
    expect(html).not.toContain('Called Off');
    expect(html).not.toContain('Not Theirs');
    expect(html).toContain('<a href="http://localhost:3000/orgs/green-dhaka" target="_blank" rel="noopener">All events on Volunteer Hub</a>');
    expect(html).not.toContain('<script');
  });

  it('speaks Bangla to a Bangla browser, or when the address asks', async () => {
    for (const res of [
      await embed('/embed/orgs/green-dhaka', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' }),
      await embed('/embed/orgs/green-dhaka?lang=bn'),
    ]) {
      expect(res.body).toContain('<html lang="bn">');
      expect(res.body).toContain('<h1>Green Dhaka-এর আসন্ন ইভেন্ট</h1>');
      expect(res.body).toContain(formatEventDateTime(planting.date, 'Asia/Dhaka', 'bn-BD'));
      expect(res.body).toContain('আর ৩টি জায়গা খালি');
      expect(res.body).toContain('জায়গা নেই: ওয়েটলিস্টে যোগ দিন');
    }
    expect((await embed('/embed/orgs/green-dhaka?lang=en', { 'accept-language': 'bn' })).body).toContain('3 places left');
  });

  it('says when there is nothing coming up', async () => {
    const res = await embed('/embed/orgs/quiet-club');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>No upcoming events right now.</p>');
  });

  it('answers 404 with a page for an address no organization has', async () => {
    for (const path of ['/embed/orgs/no-such-club', '/embed/orgs/Not%20A%20Slug']) {
      const res = await embed(path, { 'accept-language': 'bn' });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>সংগঠন পাওয়া যায়নি</h1>');
    }
  });

  it('may be framed by any site, sets no cookie even for a signed-in visitor, and its one style block is allowed by its hash', async () => {
    const { cookie } = await signUp(app, { email: 'framed@example.com' });
    const res = await embed('/embed/orgs/green-dhaka', { cookie: `${cookie}; lang=bn` });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain('frame-ancestors *');
    expect(csp).not.toContain("frame-ancestors 'none'");
    const style = /<style>(.*?)<\/style>/s.exec(res.body)![1]!;
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).toContain("script-src 'self'");
    expect((await embed('/embed/orgs/no-such-club')).headers['content-security-policy']).toContain('frame-ancestors *');
  });

  it('leaves every other page unframeable', async () => {
    for (const path of ['/', '/orgs/green-dhaka', '/api/events', '/embedded', '/api/orgs/green-dhaka']) {
      const res = await embed(path);
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });
});
