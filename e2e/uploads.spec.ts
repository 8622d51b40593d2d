// Issue 17, uploads on the event form: a phone photo chosen on Create event shows at once, uploads
// with its progress, and becomes the event's cover, served from /media; a file that is not a picture
// is refused with the server's words and the form keeps working.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { accountTexts } from '@volunteering/shared/texts/account';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import { eventFormTexts as text } from '@volunteering/shared/texts/event-form';
import { AXE_WIDTHS, dbQuery, expect, expectNoAxeViolations, pickEventDate, signUp, test, uniqueTag, useTheme } from './fixtures.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A 1200×900 "phone photo" with a gradient, as a JPEG. */
async function photo(): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = 140;
      pixels[i + 2] = (y * 255) / height;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test('an organizer uploads a phone photo as the cover of a new event', async ({ page }) => {
  const user = await signUp(page);
  await page.goto('/create-event');
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();

  await page.getByLabel(uploadTexts.choose).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('status').filter({ hasText: uploadTexts.uploaded })).toBeVisible();
  await expect(field(page, text.imageUrl)).toHaveValue(/^\/media\/[0-9a-f-]{36}\/800\.webp$/);
  const preview = page.getByRole('figure').locator('img');
  await expect(preview).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

  // A second photo for the gallery becomes a row of its own.
  await page.getByLabel(text.uploadGalleryImage).setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(field(page, text.galleryUrl(1))).toHaveValue(/^\/media\/[0-9a-f-]{36}\/800\.webp$/);
  const galleryUrl = await field(page, text.galleryUrl(1)).inputValue();

  const title = `Photo Cleanup ${uniqueTag()}`;
  await field(page, text.title).fill(title);
  await field(page, text.description).fill('Collecting litter along the river bank, with gloves and bags provided.');
  await field(page, text.type).selectOption('Cleanup');
  await pickEventDate(page);
  await field(page, text.location).fill('Hatirjheel Lake, Dhaka');
  await field(page, text.volunteersNeeded).fill('25');
  await page.getByRole('button', { name: text.submit, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const [event] = await dbQuery<{ id: string; image_url: string; images: string[]; image_placeholder: string }>(
    'select e.id, e.image_url, e.images, e.image_placeholder from events e join "user" u on u.id = e.owner_id where u.email = $1 and e.title = $2',
    [user.email, title],
  );
  expect(event!.image_url).toMatch(/^\/media\//);
  expect(event!.images).toEqual([galleryUrl]);
  expect(event!.image_placeholder).toMatch(/^data:image\/webp;base64,/);
  // The event page shows it, served from our own address with a year's caching.
  const served = await page.request.get(event!.image_url);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toContain('immutable');
  await page.goto(`/events/${event!.id}`);
  const banner = page.locator(`img[src="${event!.image_url}"]`).first();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Offered at every stored width, so a phone downloads a small one.
  await expect(banner).toHaveAttribute('srcset', new RegExp(`/media/[0-9a-f-]{36}/400\\.webp 400w, .*/1600\\.webp 1600w`));
  expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[0-9a-f-]{36}\/(400|800|1600)\.webp$/);
  // Under it, its tiny blurred placeholder, painted before a byte of the cover arrives.
  await expect(page.locator(`img[src="${event!.image_placeholder}"]`)).toHaveAttribute('aria-hidden', 'true');
});

test('a volunteer uploads a profile photo: it shows in the top bar once saved', async ({ page }) => {
  const account = await signUp(page, { name: 'Photo Person' });
  await page.goto('/profile');
  await page.getByLabel(uploadTexts.choose).setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('status').filter({ hasText: uploadTexts.uploaded })).toBeVisible();
  await expect(page.getByLabel('Photo URL')).toHaveValue(/^\/media\//);
  await expect(page.getByRole('img', { name: accountTexts.photoPreview })).toHaveAttribute('src', /^\/media\//);
  await page.getByRole('button', { name: accountTexts.saveProfile }).click();
  await expect(page.getByRole('status').filter({ hasText: accountTexts.profileSaved })).toBeVisible();
  const avatar = page.getByRole('button', { name: 'Account menu for Photo Person' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const [row] = await dbQuery<{ image: string }>('select image from "user" where email = $1', [account.email]);
  expect(row!.image).toMatch(/^\/media\//);
});

test.describe('a file that is not a picture', () => {
  test.use({ expectedFailures: ['/api/uploads'] });

  test('is refused with the reason, and the address field still works', async ({ page }) => {
    await signUp(page);
    await page.goto('/create-event');
    const chooser = page.getByLabel(uploadTexts.choose);
    await chooser.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
    await expect(page.getByRole('alert').filter({ hasText: uploadTexts.wrongType })).toBeVisible();
    await expect(chooser).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, text.imageUrl)).toHaveValue('');
    await field(page, text.imageUrl).fill('https://images.example.com/cleanup.jpg');
    await expect(field(page, text.imageUrl)).toHaveValue('https://images.example.com/cleanup.jpg');
  });
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`the upload control has no axe violations in ${theme} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      await signUp(page);
      await page.goto('/create-event');
      await page.getByLabel(uploadTexts.choose).setInputFiles({ name: 'IMG.jpg', mimeType: 'image/jpeg', buffer: await photo() });
      await expect(page.getByRole('status').filter({ hasText: uploadTexts.uploaded })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
