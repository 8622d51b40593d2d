import AxeBuilder from '@axe-core/playwright';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import { expect, test } from './fixtures.ts';

test('home shows the product frame and upcoming events from the API', async ({ page }) => {
  const eventsResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto('/');

  const response = await eventsResponse;
  expect(response.status()).toBe(200);
  const events = (await response.json()) as VolunteerEvent[];
  expect(events.length).toBeGreaterThan(0);

  await expect(page.getByRole('link', { name: 'Volunteer Hub' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: events[0]!.title, exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Join The Event' })).toHaveAttribute('href', `/events/${events[0]!._id}`);

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
});
