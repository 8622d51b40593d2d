// Text people must read when something went wrong reaches 4.5:1 in both themes, and the brand
// colour is the same indigo in both (issue 13, "Layouts that hold").
import type { Page } from '@playwright/test';
import { authErrorTexts } from '@volunteering/shared/texts/auth-errors';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { expectReadableText } from './contrast.ts';
import { bearer, expect, signUp, slotDaysAhead, test, uniqueTag, useTheme } from './fixtures.ts';

const THEMES = ['light', 'dim'] as const;

/** The painted colour of `selector`'s background as sRGB 0-255, read back from a canvas. */
async function paintedBackground(page: Page, selector: string): Promise<[number, number, number]> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(element).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!] as [number, number, number];
    });
}

for (const theme of THEMES) {
  test.describe(`in ${theme}`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test.describe('a wrong password', () => {
      test.use({ expectedFailures: ['/api/auth/sign-in/email'] });

      test('the login error box is readable', async ({ page }) => {
        await page.goto('/auth/login');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.getByLabel('Email').fill(`nobody-${uniqueTag()}@example.com`);
        await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
        await page.getByRole('button', { name: 'Login' }).click();
        const alert = page.getByRole('alert').filter({ hasText: authErrorTexts.invalidCredentials });
        await expect(alert).toBeVisible();
        await expectReadableText(alert);
      });
    });

    test.describe('a failed save', () => {
      test.use({ expectedFailures: ['/api/events/my-events/'] });

      test("the event form's error box is readable", async ({ page }) => {
        await signUp(page);
        const title = `Contrast Cleanup ${uniqueTag()}`;
        const created = await page.request.post('/api/events', {
          headers: { authorization: await bearer(page.request) },
          data: {
            title,
            description: 'Gloves, bags and water are provided; bring a hat.',
            type: 'Cleanup',
            imageUrl: 'https://images.example.com/cleanup.jpg',
            location: 'Dhanmondi Lake, Dhaka',
            date: slotDaysAhead(30),
            organizer: 'Clean Lakes Dhaka',
            volunteersNeeded: 10,
          },
        });
        expect(created.status(), await created.text()).toBe(201);
        await page.route('**/api/events/my-events/*', (route) =>
          route.request().method() === 'PATCH'
            ? route.fulfill({ status: 500, json: { message: 'Something went wrong on our side. Please try again.' } })
            : route.continue(),
        );
        await page.goto('/manage-events');
        await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: eventFormTexts.editTitle });
        await dialog.getByLabel(eventFormTexts.title, { exact: true }).fill(`${title} changed`);
        await dialog.getByRole('button', { name: eventFormTexts.save }).click();
        const alert = dialog.getByRole('alert').filter({ hasText: eventFormTexts.updateFailed });
        await expect(alert).toBeVisible();
        await expectReadableText(alert);
      });
    });
  });
}

test('the brand colour is indigo in both themes', async ({ page }) => {
  for (const theme of THEMES) {
    await useTheme(page, theme);
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const [red, green, blue] = await paintedBackground(page, '.btn-primary');
    // Indigo sits near 240° on the colour wheel; dim's stock primary, lime, near 100°.
    const max = Math.max(red, green, blue);
    const spread = max - Math.min(red, green, blue);
    expect(max, `${theme}: blue leads in rgb(${red}, ${green}, ${blue})`).toBe(blue);
    const hue = 60 * ((red - green) / spread + 4);
    expect(hue, `${theme}: the hue of rgb(${red}, ${green}, ${blue})`).toBeGreaterThan(225);
    expect(hue).toBeLessThan(265);
  }
});
