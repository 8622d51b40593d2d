// Places on a map on the screens (issue 42): Near me with a granted location, the map view, the event
// form's pin found by the address look-up, the event page's map, the embed snippet and Your area. The
// tiles and the look-up come from geo-stand-in.ts (MAP_TILE_URL, GEOCODER_URL in playwright.config.ts).
import type { Page } from '@playwright/test';
import type { VolunteerEvent } from '@volunteering/shared/event-schemas';
import type { NotificationSettings } from '@volunteering/shared/notification-schemas';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { mapTexts as t } from '@volunteering/shared/texts/maps';
import { AXE_WIDTHS, bearer, createEventThroughApi, expect, expectNoAxeViolations, signUp, test, uniqueTag, useTheme } from './fixtures.ts';
import { GEO_STAND_IN } from './playwright.config.ts';

/** The page fixture answers every other origin's picture itself: the map's tiles go to the stand-in. */
async function tilesFromStandIn(page: Page) {
  await page.route(`${GEO_STAND_IN}/tile/**`, (route) => route.continue());
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });

/** Pinned events north of `from` (0.01° of latitude is 1.11 km), and one without a pin. */
async function eventsNorthOf(page: Page, from: { lat: number; lng: number }, degrees: number[]) {
  const tag = uniqueTag();
  const pinned: VolunteerEvent[] = [];
  for (const [index, step] of degrees.entries()) {
    pinned.push(await createEventThroughApi(page.request, { title: `Pinned ${index + 1} ${tag}`, lat: from.lat + step, lng: from.lng }));
  }
  const unpinned = await createEventThroughApi(page.request, { title: `Unpinned ${tag}` });
  // The list searched for the tag holds this test's events alone, whatever earlier runs left near the same point.
  return { pinned, unpinned, list: `/upcoming-events?q=${tag}` };
}

test('Near me with a granted location lists the pinned events within the radius nearest first, each "km away"', async ({ page, context }) => {
  await tilesFromStandIn(page);
  await signUp(page);
  const here = { lat: 24.9, lng: 91.87 };
  // 11.0 km, 1.1 km and 3.3 km away.
  const { pinned, unpinned, list } = await eventsNorthOf(page, here, [0.099, 0.01, 0.03]);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: here.lat, longitude: here.lng });

  await page.goto(list);
  await page.getByRole('button', { name: t.nearMe }).click();
  await expect(page).toHaveURL(/[?&]near=24\.9%2C91\.87(&|$)/);
  await expect(page.getByText(t.leftOut)).toBeVisible();
  await expect(cardTitles(page)).toHaveText([pinned[1]!.title, pinned[2]!.title, pinned[0]!.title]);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(0)).toContainText(t.away(1.1));
  await expect(cards.nth(1)).toContainText(t.away(3.3));
  await expect(cards.nth(2)).toContainText(t.away(11));
  await expect(page.getByText(unpinned.title)).toHaveCount(0);

  await page.getByLabel(t.radiusLabel).selectOption(String(5));
  await expect(page).toHaveURL(/[?&]radius=5(&|$)/);
  await expect(cardTitles(page)).toHaveText([pinned[1]!.title, pinned[2]!.title]);

  // The address keeps it: a reload shows the same list.
  await page.reload();
  await expect(cardTitles(page)).toHaveText([pinned[1]!.title, pinned[2]!.title]);
  await page.getByRole('button', { name: t.showAll }).click();
  await expect(page).not.toHaveURL(/near=/);
  await expect(page.getByText(t.leftOut)).toHaveCount(0);
});

test('Near me with the location refused says so and offers a place by name', async ({ page }) => {
  await page.goto('/upcoming-events');
  await page.getByRole('button', { name: t.nearMe }).click();
  await expect(page.getByRole('alert')).toHaveText(t.denied);
  await expect(page).not.toHaveURL(/near=/);
  // Without an account a place cannot be looked up: the page says so.
  await page.getByRole('button', { name: t.orPlace }).click();
  await expect(page.getByRole('link', { name: t.placeNeedsSignIn })).toBeVisible();
});

test('a place typed by a signed-in visitor is looked up on submit and the list is sorted from it', async ({ page }) => {
  await signUp(page);
  // geo-stand-in.ts puts Sreemangal Tea Garden at 24.3065, 91.7296.
  const { pinned, list } = await eventsNorthOf(page, { lat: 24.3065, lng: 91.7296 }, [0.03, 0.01]);
  await page.goto(list);
  await page.getByRole('button', { name: t.orPlace }).click();
  await page.getByLabel(t.placeLabel).fill('Sreemangal tea garden');
  await page.getByRole('button', { name: t.findPlace }).click();
  const place = page.getByRole('button', { name: 'Sreemangal Tea Garden, Moulvibazar, Bangladesh' });
  await expect(place).toBeFocused();
  await place.press('Enter');
  await expect(page.getByText(t.nearPlace('Sreemangal Tea Garden, Moulvibazar, Bangladesh'))).toBeVisible();
  await expect(cardTitles(page)).toHaveText([pinned[1]!.title, pinned[0]!.title]);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(t.away(1.1));
});

test('the map view groups close markers, a marker opens its card and the card the event; the list stays under it', async ({ page }) => {
  await tilesFromStandIn(page);
  await signUp(page);
  // Two events 40 m apart and one 2.2 km off.
  const { pinned, list } = await eventsNorthOf(page, { lat: 22.35, lng: 91.8 }, [0.0004, 0, 0.02]);
  const tiles = page.waitForResponse((response) => response.url().startsWith(`${GEO_STAND_IN}/tile/`) && response.status() === 200);
  await page.goto(`${list}&near=22.35,91.8&radius=5`);
  await expect(cardTitles(page)).toHaveCount(3);
  await page.getByRole('button', { name: t.mapView }).click();
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);
  await tiles;
  await expect(page.getByRole('region', { name: t.map }).locator('img.leaflet-tile-loaded').first()).toBeVisible();
  // The same events are listed under the map, for keyboard and screen-reader users.
  await expect(cardTitles(page)).toHaveCount(3);
  // Where the visitor is, named, and the radius around it as a circle.
  const region = page.getByRole('region', { name: t.map });
  await expect(region.getByRole('img', { name: t.youAreHere })).toBeVisible();
  await expect(region.locator('path.map-radius')).toHaveCount(1);

  const group = page.getByRole('button', { name: t.groupOf(2) });
  await expect(group).toBeVisible();
  await group.click();
  const marker = page.getByRole('button', { name: t.markerOf(pinned[0]!.title) });
  await expect(marker).toBeVisible();
  await marker.click();
  await page.getByRole('link', { name: t.openEvent }).click();
  await expect(page).toHaveURL(`/events/${pinned[0]!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: pinned[0]!.title })).toBeVisible();
  // Its page shows its pin on a map and the way to OpenStreetMap.
  await expect(page.getByRole('link', { name: new RegExp(t.openInOsm) })).toHaveAttribute('href', /mlat=22\.3504&mlon=91\.8/);
});

test("the event form's pin: found by its address on submit, moved with the arrow keys, saved, shown on the event page, removed", async ({ page }) => {
  await tilesFromStandIn(page);
  await signUp(page);
  const event = await createEventThroughApi(page.request);
  await page.goto('/manage-events');
  await page.getByRole('button', { name: `Edit ${event.title}` }).click();
  const dialog = page.getByRole('dialog', { name: eventFormTexts.editTitle });
  await expect(dialog.getByText(t.noPin)).toBeVisible();

  const address = dialog.getByLabel(t.addressLabel);
  await address.fill('Dhanmondi lake');
  // Enter in the box searches; it does not send the event form.
  await address.press('Enter');
  await dialog.getByRole('button', { name: 'Dhanmondi Lake, Dhanmondi, Dhaka, Bangladesh' }).click();
  await expect(dialog.getByText(t.pinnedAt('23.7461', '90.3742'))).toBeVisible();
  // A keyboard moves the pin: north with the up arrow.
  await dialog.getByRole('button', { name: t.pinLabel }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByText(t.pinnedAt('23.7461', '90.3742'))).toHaveCount(0);
  const moved = /Pinned at ([\d.]+), ([\d.]+)/.exec((await dialog.getByText(/^Pinned at/).textContent()) ?? '');
  expect(Number(moved?.[1])).toBeGreaterThan(23.7461);
  await dialog.getByRole('button', { name: eventFormTexts.save }).click();
  await expect(dialog).toBeHidden();

  const saved = (await (await page.request.get(`/api/events/${event._id}`)).json()) as VolunteerEvent;
  expect(saved.lat).toBeCloseTo(Number(moved![1]), 5);
  expect(saved.lng).toBeCloseTo(90.3742, 3);
  await page.goto(`/events/${event._id}`);
  await expect(page.getByRole('link', { name: new RegExp(t.openInOsm) })).toHaveAttribute('href', new RegExp(`mlat=${saved.lat}&mlon=${saved.lng}`));
  await page.getByRole('region', { name: t.mapOfPlace(event.location) }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: t.mapOfPlace(event.location) })).toBeVisible();

  await page.goto('/manage-events');
  await page.getByRole('button', { name: `Edit ${event.title}` }).click();
  await dialog.getByRole('button', { name: t.removePin }).click();
  await expect(dialog.getByText(t.noPin)).toBeVisible();
  await dialog.getByRole('button', { name: eventFormTexts.save }).click();
  await expect(dialog).toBeHidden();
  expect(await (await page.request.get(`/api/events/${event._id}`)).json()).toMatchObject({ lat: null, lng: null });
});

test('an address nobody knows is said to be so on the address field, and the pin stays as it was', async ({ page }) => {
  await signUp(page);
  const event = await createEventThroughApi(page.request);
  await page.goto('/manage-events');
  await page.getByRole('button', { name: `Edit ${event.title}` }).click();
  const dialog = page.getByRole('dialog', { name: eventFormTexts.editTitle });
  await dialog.getByRole('button', { name: t.findOnMap }).click();
  await expect(dialog.getByLabel(t.addressLabel)).toHaveAccessibleDescription(new RegExp(t.addressEmpty));
  await dialog.getByLabel(t.addressLabel).fill('Nowhere at all 12345');
  await dialog.getByRole('button', { name: t.findOnMap }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t.noResults);
  await expect(dialog.getByLabel(t.addressLabel)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(t.noPin)).toBeVisible();
});

test('Your area: saved from the location as a ~5 km square only, and removed', async ({ page, context }) => {
  await tilesFromStandIn(page);
  await signUp(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 23.80612, longitude: 90.36844 });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: t.areaHeading });
  await expect(section.getByText(t.areaPrivacy)).toBeVisible();
  await expect(section.getByText(t.noArea)).toBeVisible();
  await section.getByRole('button', { name: t.useMyLocation }).click();
  await expect(section.getByText(t.areaSaved)).toBeVisible();
  await expect(section.getByText(t.areaSet)).toBeVisible();
  const settings = async () =>
    (await (await page.request.get('/api/me/notifications', { headers: { authorization: await bearer(page.request) } })).json()) as NotificationSettings;
  const area = (await settings()).homeArea;
  expect(area?.geohash).toHaveLength(5);
  // The cell's centre, not the point the browser gave.
  expect(area?.lat).not.toBe(23.80612);
  await section.getByRole('button', { name: t.removeArea }).click();
  await expect(section.getByText(t.areaRemoved)).toBeVisible();
  await expect(section.getByText(t.noArea)).toBeVisible();
  expect((await settings()).homeArea).toBeNull();
});

test("an organization's page offers its widget's one line to copy", async ({ page, context }) => {
  await signUp(page);
  const res = await page.request.post('/api/orgs', {
    headers: { authorization: await bearer(page.request) },
    data: { name: `Lake Friends ${uniqueTag()}`, description: 'Lake cleanups.', city: 'Dhaka' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const organization = (await res.json()) as { slug: string; name: string };
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/orgs/${organization.slug}`);
  const section = page.getByRole('region', { name: t.embedHeading });
  const origin = new URL(page.url()).origin;
  const code = section.getByLabel(t.embedCode);
  await expect(code).toHaveValue(new RegExp(`^<iframe src="${origin}/embed/orgs/${organization.slug}" title="Upcoming events of `));
  await section.getByRole('button', { name: t.copy }).click();
  await expect(section.getByRole('status')).toHaveText(t.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  // The widget it names answers, and may be framed by any site.
  const widget = await page.request.get(`/embed/orgs/${organization.slug}`);
  expect(widget.status()).toBe(200);
});

for (const theme of ['light', 'dim'] as const) {
  for (const width of AXE_WIDTHS[theme]) {
    test(`axe: Near me's list and the map view in ${theme} at ${width} px`, async ({ page, context }) => {
      test.slow();
      await tilesFromStandIn(page);
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      await signUp(page);
      // A point of its own anywhere on the globe: at 360 px a search in the box would hide the layout buttons.
      const here = { lat: Math.round((Math.random() * 100 - 50) * 1000) / 1000, lng: Math.round((Math.random() * 340 - 170) * 1000) / 1000 };
      await eventsNorthOf(page, here, [0.01, 0.0101, 0.05]);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: here.lat, longitude: here.lng });
      await page.goto('/upcoming-events');
      await page.getByRole('button', { name: t.nearMe }).click();
      await expect(page.getByText(t.leftOut)).toBeVisible();
      await expect(cardTitles(page)).toHaveCount(3);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t.mapView }).click();
      await expect(page.getByRole('region', { name: t.map }).locator('img.leaflet-tile-loaded').first()).toBeVisible();
      await page.getByRole('button', { name: t.groupOf(2) }).click();
      await page
        .getByRole('button', { name: new RegExp(', on the map$') })
        .first()
        .click();
      await expect(page.getByRole('link', { name: t.openEvent })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
