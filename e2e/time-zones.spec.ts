import type { APIRequestContext } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { dayAt } from '@volunteering/shared/event-time';
import { formatEventDateTime, formatEventEnd } from '@volunteering/shared/event-time-format';
import { eventDetailsMessages } from '@volunteering/shared/texts/event-details';
import { durationMessages } from '@volunteering/shared/texts/event-form';
import { bearer, expect, signUp, stubMapFrame, test, uniqueTag } from './fixtures.ts';

// Decision 023: an event's time belongs to its place. Whatever the viewer's zone, every screen
// shows the event's clock time with its zone's label, and the server render says the same.

const VIEWER_ZONES = ['Asia/Dhaka', 'America/New_York'] as const;

/** One event at 10:00 AM in `timeZone`, a few weeks ahead, by a new organizer on `page`'s side. */
async function eventAtTen(request: APIRequestContext, timeZone: string, title: string): Promise<VolunteerEvent> {
  const created = await request.post('/api/events', {
    headers: { authorization: await bearer(request) },
    data: {
      title,
      description: 'Clearing litter along the lake shore, with gloves and bags provided.',
      type: 'Cleanup',
      imageUrl: 'https://images.example.com/lake.jpg',
      location: 'Dhanmondi Lake, Dhaka',
      date: dayAt(new Date(), timeZone, 20, 10).toISOString(),
      timeZone,
      organizer: 'Green Dhaka Collective',
      volunteersNeeded: 30,
      durationMinutes: 90,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as VolunteerEvent;
}

for (const viewerZone of VIEWER_ZONES) {
  test.describe(`seen from ${viewerZone}`, () => {
    test.use({ timezoneId: viewerZone });

    test("every screen shows the event's own time with its label, as the server rendered it", async ({ page, browser, baseURL }) => {
      await stubMapFrame(page);
      await signUp(page);
      const tag = uniqueTag();
      const dhaka = await eventAtTen(page.request, 'Asia/Dhaka', `Dhaka Lake Cleanup ${tag}`);
      const newYork = await eventAtTen(page.request, 'America/New_York', `Hudson Shore Cleanup ${tag}`);
      const dhakaText = formatEventDateTime(dhaka.date, 'Asia/Dhaka');
      const newYorkText = formatEventDateTime(newYork.date, 'America/New_York');
      expect(dhakaText).toMatch(/ at 10:00 AM GMT\+6$/);
      expect(newYorkText).toMatch(/ at 10:00 AM E[SD]T$/);

      // The event page, as served (before any script) and once the browser has taken it over.
      const visitor = await browser.newContext({ baseURL, timezoneId: viewerZone, javaScriptEnabled: false });
      const served = await visitor.newPage();
      await served.goto(`/events/${dhaka._id}`);
      await expect(served.locator('article header time').first()).toHaveText(dhakaText);
      const endText = eventDetailsMessages.until(formatEventEnd(dhaka.date, dhaka.endDate, 'Asia/Dhaka'), durationMessages.label(90));
      expect(endText).toContain('11:30 AM GMT+6');
      await expect(served.locator('article header time').nth(1)).toHaveText(endText);
      await visitor.close();

      await page.goto(`/events/${dhaka._id}`);
      await expect(page.getByRole('heading', { level: 1, name: dhaka.title })).toBeVisible();
      await expect(page.locator('article header time').first()).toHaveText(dhakaText);
      await expect(page.locator('article header time').nth(1)).toHaveText(endText);

      await page.goto(`/events/${newYork._id}`);
      await expect(page.locator('article header time').first()).toHaveText(newYorkText);

      // Its card on Upcoming events.
      await page.goto(`/upcoming-events?q=${encodeURIComponent(tag)}`);
      const card = (title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card(dhaka.title).locator('time')).toHaveText(dhakaText);
      await expect(card(newYork.title).locator('time')).toHaveText(newYorkText);

      // The organizer's own list.
      await page.goto('/manage-events');
      await expect(card(dhaka.title).locator('time')).toHaveText(dhakaText);
    });
  });
}
