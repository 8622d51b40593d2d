// Issue 17: the demo events, the Home gallery and the carousel show the product's own pictures,
// served from /media: on a machine without internet every one of them loads. (Other tests' events,
// on the same server, carry addresses of their own: only the demo's are looked at here.)
import type { Locator } from '@playwright/test';
import { homeTexts } from '@volunteering/shared/texts/home';
import { dbQuery, expect, test } from './fixtures.ts';

const MEDIA = /^\/media\/[0-9a-f-]{36}\/\d+\.(webp|avif|jpeg)$/;

/** Each picture (its blurred placeholder aside) scrolled into view so lazy ones load: ours, and loaded. */
async function everyPictureLoads(pictures: Locator) {
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
    expect(new URL(src).pathname, src).toMatch(MEDIA);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: src }).toBeGreaterThan(0);
  }
  return pictures.count();
}

const demoEvent = async (title: string) => (await dbQuery<{ id: string }>('select id from events where title = $1', [title]))[0]!.id;

test('Home: the gallery shows our own six pictures, every one loaded', async ({ page }) => {
  await page.goto('/');
  const gallery = page.getByRole('region', { name: homeTexts.galleryHeading });
  await expect(gallery.locator('img')).toHaveCount(6);
  expect(await everyPictureLoads(gallery.locator('img'))).toBe(6);
});

test('a demo event: its card paints the blurred placeholder under its cover, and its page shows every picture of its gallery', async ({ page }) => {
  const title = 'Sunrise Beach Cleanup at Laboni Point';
  await page.goto(`/upcoming-events?q=${encodeURIComponent('Laboni Point')}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await everyPictureLoads(card.locator('img:not([aria-hidden])'));
  await expect(card.locator('img[aria-hidden="true"]')).toHaveAttribute('src', /^data:image\/webp;base64,/);

  await page.goto(`/events/${await demoEvent(title)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The banner and the four gallery pictures.
  expect(await everyPictureLoads(page.locator('main img:not([aria-hidden])'))).toBeGreaterThanOrEqual(5);
});

test('every demo cover is one of ours, served with a year of caching', async ({ page }) => {
  const covers = await dbQuery<{ image_url: string }>(
    'select distinct e.image_url from events e join "user" u on u.id = e.owner_id where u.email like \'%@demo.volunteerhub.invalid\'',
  );
  expect(covers.length).toBeGreaterThanOrEqual(12);
  for (const { image_url: address } of covers) {
    expect(address).toMatch(MEDIA);
    const served = await page.request.get(address);
    expect(served.status(), address).toBe(200);
    expect(served.headers()['cache-control']).toContain('immutable');
  }
});
