import type { Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { expect, expectNoAxeViolations, stubMapFrame, test, useTheme } from './fixtures.ts';

// The event page on a phone (issue 13): the title block, then the description, with joining one tap
// away in a bar fixed to the bottom; the rest of the sidebar after the description.

async function upcomingEvent(page: Page): Promise<VolunteerEvent> {
  const events = (await (await page.request.get('/api/events?limit=20')).json()) as VolunteerEvent[];
  const open = events.find((event) => event.volunteersJoined < event.volunteersNeeded && event.highlights?.length && event.faqs?.length);
  if (!open) throw new Error('no open upcoming event with highlights and questions');
  return open;
}

const top = async (page: Page, name: string) => (await page.getByRole('heading', { name, exact: true }).boundingBox())!.y;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the description comes right after the title block, and Join Now stays at the bottom of the screen', async ({ page }) => {
    await stubMapFrame(page);
    const event = await upcomingEvent(page);
    await page.goto(`/events/${event._id}`);
    const join = page.getByRole('complementary', { name: 'Join and share' }).getByRole('button', { name: 'Join Now' });
    await expect(join).toBeInViewport();
    const bar = page.getByRole('region', { name: 'Join This Event' });
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(740, 0);
    expect(barBox.height).toBeLessThan(180);

    // Reading order on the screen: title, description, then the countdown and the organizer.
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
    expect(await top(page, 'About The Event')).toBeGreaterThan(title);
    expect(await top(page, 'Event Countdown')).toBeGreaterThan(await top(page, 'About The Event'));
    expect(await top(page, 'What to Expect')).toBeGreaterThan(await top(page, 'Organizer'));

    // Scrolled to the end: the bar is still there, and it covers none of the page, footer included.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(join).toBeInViewport();
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const barNow = (await bar.boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barNow.y + 1);

    // One tap: the bar's button opens the sign-in prompt for a visitor.
    await join.click();
    await expect(page.getByRole('dialog', { name: 'Please Log In' })).toBeVisible();
  });

  for (const theme of ['light', 'dim'] as const) {
    test(`the page with its join bar has no axe violations in ${theme}`, async ({ page }) => {
      await stubMapFrame(page);
      await useTheme(page, theme);
      const event = await upcomingEvent(page);
      await page.goto(`/events/${event._id}`);
      await expect(page.getByRole('button', { name: 'Join Now' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the join card heads the right-hand column, beside the description, and stays in view', async ({ page }) => {
    await stubMapFrame(page);
    const event = await upcomingEvent(page);
    await page.goto(`/events/${event._id}`);
    const card = page.getByRole('region', { name: 'Join This Event' });
    const about = page.getByRole('heading', { name: 'About The Event' });
    const cardBox = (await card.boundingBox())!;
    const aboutBox = (await about.boundingBox())!;
    expect(cardBox.x).toBeGreaterThan(aboutBox.x + aboutBox.width / 2);
    expect(Math.abs(cardBox.y - aboutBox.y)).toBeLessThan(40);
    await expect(card.getByRole('heading', { name: 'Join This Event' })).toBeVisible();

    await page.getByRole('heading', { name: 'FAQ' }).scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: 'Join Now' })).toBeInViewport();
  });
});
