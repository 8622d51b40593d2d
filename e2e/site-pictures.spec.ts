// Issue 17: the demo events, the Home gallery and the carousel show the product's own pictures,
// served from /media: on a machine without internet every picture loads, and none comes from elsewhere.
import type { Page } from '@playwright/test';
import { homeTexts } from '@volunteering/shared/texts/home';
import { dbQuery, expect, test } from './fixtures.ts';

/** Every picture on the page, scrolled into view so the lazy ones load too. */
async function everyPictureLoads(page: Page) {
  const pictures = page.locator('main img:not([aria-hidden="true"])');
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
    expect(new URL(src).pathname, src).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+\.(webp|avif|jpeg)$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: src }).toBeGreaterThan(0);
  }
  return pictures.count();
}

test('Home: the carousel and the gallery show our own pictures, every one loaded', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: homeTexts.galleryHeading }).locator('img')).toHaveCount(6);
  expect(await everyPictureLoads(page)).toBeGreaterThanOrEqual(7);
  expect(elsewhere).toEqual([]);
});

test('Upcoming events and an event page with a gallery: every picture loaded, each cover over its blurred placeholder', async ({ page }) => {
  await page.goto('/upcoming-events');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await everyPictureLoads(page)).toBeGreaterThanOrEqual(6);
  // The demo covers were kept through the upload pipeline: each card paints its placeholder first.
  const placeholders = page.locator('main img[aria-hidden="true"][src^="data:image/webp"]');
  expect(await placeholders.count()).toBe(await page.getByRole('article').count());

  const [beach] = await dbQuery<{ id: string }>("select id from events where title like 'Sunrise Beach Cleanup%'");
  await page.goto(`/events/${beach!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Sunrise Beach Cleanup/ })).toBeVisible();
  expect(await everyPictureLoads(page)).toBeGreaterThanOrEqual(3);
});
