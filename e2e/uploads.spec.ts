// Issue 17, uploads on the event form: a phone photo chosen on Create event shows at once, uploads
// with its progress, and becomes the event's cover, served from /media; a file that is not a picture
// is refused with the server's words and the form keeps working.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { accountTexts } from '@volunteering/shared/texts/account';
import { uploadTexts } from '@volunteering/shared/texts/uploads';
import { eventFormTexts as text } from '@volunteering/shared/texts/event-form';
import bnAccount from '../packages/shared/src/texts/bn/account.json' with { type: 'json' };
import bnUploads from '../packages/shared/src/texts/bn/uploads.json' with { type: 'json' };
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

  // Empty, the field says what can be done (issue 37).
  const picture = page.getByRole('group', { name: text.picture });
  const address = picture.getByLabel(text.imageUrl, { exact: true });
  await expect(picture).toHaveAccessibleDescription(uploadTexts.addPicture);
  await expect(picture.getByText(uploadTexts.addPicture)).toBeVisible();

  await page.getByLabel(uploadTexts.choose).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('status').filter({ hasText: uploadTexts.uploaded })).toBeVisible();
  // Uploaded: the picture's own name, a way to remove it, and the address field left to what is pasted.
  await expect(picture.getByText('IMG_2041.jpg', { exact: true })).toBeVisible();
  await expect(address).toHaveValue('');
  await expect(picture.getByText(uploadTexts.addPicture)).toHaveCount(0);
  const preview = page.getByRole('figure').locator('img');
  await expect(preview).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await expectNoAxeViolations(page);

  // Removed: the field is empty again, with focus on the way to choose another.
  await picture.getByRole('button', { name: uploadTexts.removePicture }).click();
  await expect(picture.getByText('IMG_2041.jpg')).toHaveCount(0);
  await expect(picture).toHaveAccessibleDescription(uploadTexts.addPicture);
  await expect(page.getByLabel(uploadTexts.choose)).toBeFocused();
  await expect(preview).toHaveCount(0);

  // A pasted address shows as pasted; an upload then takes its place.
  await address.fill('https://images.example.com/cleanup.jpg');
  await expect(picture.getByRole('button', { name: uploadTexts.removePicture })).toHaveCount(0);
  await page.getByLabel(uploadTexts.choose).setInputFiles({ name: 'river-bank.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(picture.getByText('river-bank.jpg', { exact: true })).toBeVisible();
  await expect(address).toHaveValue('');
  await expect(preview).toHaveAttribute('src', /^\/media\//);

  // A second photo for the gallery becomes a row of its own, shown by its name.
  await page.getByLabel(text.uploadGalleryImage).setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  const gallery = page.getByRole('group', { name: text.galleryHeading });
  await expect(gallery.getByRole('listitem').getByText('IMG_2042.jpg', { exact: true })).toBeVisible();
  await expect(gallery.getByRole('listitem').locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}\/800\.webp$/);
  await expect(field(page, text.galleryUrl(1))).toHaveCount(0);
  const galleryUrl = (await gallery.getByRole('listitem').locator('img').getAttribute('src'))!;

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
  const picture = page.getByRole('group', { name: accountTexts.photo });
  await page.getByLabel(uploadTexts.choose).setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('status').filter({ hasText: uploadTexts.uploaded })).toBeVisible();
  await expect(picture.getByText('selfie.jpg', { exact: true })).toBeVisible();
  await expect(picture.getByLabel(accountTexts.photoUrl)).toHaveValue('');
  await expect(page.getByRole('img', { name: accountTexts.photoPreview })).toHaveAttribute('src', /^\/media\//);
  await page.getByRole('button', { name: accountTexts.saveProfile }).click();
  await expect(page.getByRole('status').filter({ hasText: accountTexts.profileSaved })).toBeVisible();
  const avatar = page.getByRole('button', { name: 'Account menu for Photo Person' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const [row] = await dbQuery<{ image: string }>('select image from "user" where email = $1', [account.email]);
  expect(row!.image).toMatch(/^\/media\//);
  // On another visit the server knows no file name: the photo is named as one uploaded, its address still kept apart.
  await page.reload();
  await expect(picture.getByText(uploadTexts.uploadedEarlier, { exact: true })).toBeVisible();
  await expect(picture.getByLabel(accountTexts.photoUrl)).toHaveValue('');
});

test.describe('in Bangla', () => {
  test.use({ locale: 'bn-BD' });

  test('the picture field says what can be done, then names the upload and removes it', async ({ page }) => {
    await signUp(page);
    await page.goto('/profile');
    const picture = page.getByRole('group', { name: bnAccount.photo });
    // The photo given at sign-up is an address, shown as given; emptied, the field says what can be done.
    await expect(picture.getByLabel(bnAccount.photoUrl)).toHaveValue('https://example.com/farhana.png');
    await picture.getByLabel(bnAccount.photoUrl).fill('');
    await expect(picture).toHaveAccessibleDescription(bnUploads.addPicture);
    await page.getByLabel(bnUploads.choose).setInputFiles({ name: 'ছবি-১.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(picture.getByText('ছবি-১.jpg', { exact: true })).toBeVisible();
    await expect(picture.getByLabel(bnAccount.photoUrl)).toHaveValue('');
    await picture.getByRole('button', { name: bnUploads.removePicture }).click();
    await expect(picture).toHaveAccessibleDescription(bnUploads.addPicture);
  });
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
