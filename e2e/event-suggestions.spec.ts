// Decision 058 (issue 37): what an event page promises is its organizer's. The create form offers the
// spec's cards and questions as suggestions, each theirs to keep, change or remove; the page shows
// exactly what the event holds, and leaves out a part it holds nothing for.
import type { Page } from '@playwright/test';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogMessages } from '@volunteering/shared/i18n/catalog-messages';
import { namespaceOf, translateTexts } from '@volunteering/shared/i18n/texts';
import { eventDetailsMessages as details } from '@volunteering/shared/texts/event-details';
import { eventFormTexts as text } from '@volunteering/shared/texts/event-form';
import bnEventFormCatalog from '../packages/shared/src/texts/bn/event-form.json' with { type: 'json' };
import { dbQuery, expect, expectNoAxeViolations, pickEventDate, signUp, stubMapFrame, test, uniqueTag } from './fixtures.ts';

const bn = translateTexts(
  text,
  catalogMessages(namespaceOf(text), bnEventFormCatalog, (message) => compileMessage(message)),
  'bn-BD',
);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: text.submit, exact: true });

async function openCreateForm(page: Page) {
  const user = await signUp(page);
  await page.goto('/create-event');
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  return user;
}

async function fillRequired(page: Page, title: string) {
  await field(page, text.title).fill(title);
  await field(page, text.description).fill('Collecting litter along the river bank, with gloves and bags provided.');
  await field(page, text.type).selectOption('Cleanup');
  await pickEventDate(page);
  await field(page, text.location).fill('Hatirjheel Lake, Dhaka');
  await field(page, text.imageUrl).fill('https://images.example.com/cleanup.jpg');
  await field(page, text.volunteersNeeded).fill('25');
}

/** Creates the event on the form and opens its page from the Created dialog; its id. */
async function createAndOpen(page: Page, title: string): Promise<string> {
  await submit(page).click();
  const dialog = page.getByRole('dialog', { name: text.createdTitle });
  await expect(dialog).toBeVisible();
  const link = dialog.getByRole('link', { name: text.viewEvent });
  const id = (await link.getAttribute('href'))!.split('/').at(-1)!;
  await stubMapFrame(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return id;
}

const stored = async (id: string) => (await dbQuery<{ highlights: unknown; faqs: unknown }>('select highlights, faqs from events where id = $1', [id]))[0];

test('the form offers the suggestions; one card removed, one question changed, one card added: the page shows exactly those', async ({ page, request }) => {
  await openCreateForm(page);
  await expect(page.getByText(text.suggestionsNote)).toBeVisible();
  const highlights = page.getByRole('group', { name: text.highlightsHeading });
  const faqs = page.getByRole('group', { name: text.faqsHeading });
  await expect(highlights.getByRole('listitem')).toHaveCount(text.suggestedHighlights.length);
  for (const [index, highlight] of text.suggestedHighlights.entries()) {
    await expect(field(page, text.highlightIcon(index + 1))).toHaveValue(highlight.icon);
    await expect(field(page, text.highlightTitle(index + 1))).toHaveValue(highlight.title);
    await expect(field(page, text.highlightDesc(index + 1))).toHaveValue(highlight.desc);
  }
  await expect(faqs.getByRole('listitem')).toHaveCount(text.suggestedFaqs.length);
  for (const [index, faq] of text.suggestedFaqs.entries()) {
    await expect(field(page, text.faqQuestion(index + 1))).toHaveValue(faq.q);
    await expect(field(page, text.faqAnswer(index + 1))).toHaveValue(faq.a);
  }
  await expectNoAxeViolations(page);

  const title = `Lake Sweep ${uniqueTag()}`;
  await fillRequired(page, title);
  // "Fun for All Ages" goes, with the keyboard; the focus lands on the list's add button.
  await page.getByRole('button', { name: text.removeHighlight(2) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: text.addHighlight })).toBeFocused();
  await expect(field(page, text.highlightTitle(2))).toHaveValue('Support Local');
  // The pets question becomes the organizer's own.
  await field(page, text.faqQuestion(2)).fill('Can I bring my dog?');
  await field(page, text.faqAnswer(2)).fill('Not this time: the lake path is closed to dogs.');
  // And a card of their own after the suggestions.
  await page.getByRole('button', { name: text.addHighlight }).click();
  await expect(field(page, text.highlightTitle(4))).toBeFocused();
  await page.keyboard.type('Tea by the water');
  await field(page, text.highlightIcon(4)).selectOption('leaf');
  await field(page, text.highlightDesc(4)).fill('We finish with tea on the steps.');

  const id = await createAndOpen(page, title);
  const kept = {
    highlights: [
      text.suggestedHighlights[0],
      text.suggestedHighlights[2],
      text.suggestedHighlights[3],
      { icon: 'leaf', title: 'Tea by the water', desc: 'We finish with tea on the steps.' },
    ],
    faqs: [text.suggestedFaqs[0], { q: 'Can I bring my dog?', a: 'Not this time: the lake path is closed to dogs.' }, text.suggestedFaqs[2]],
  };
  expect(await stored(id)).toEqual(kept);

  const main = page.getByRole('main');
  const expectSection = main.getByRole('region', { name: details.whatToExpect });
  await expect(expectSection.getByRole('heading', { level: 3 })).toHaveText(kept.highlights.map((item) => item.title));
  await expect(main.getByText('Fun for All Ages')).toHaveCount(0);
  await expect(main.getByRole('region', { name: details.faq }).getByRole('button')).toHaveText(kept.faqs.map((item) => item.q));
  await expect(main.getByText(text.suggestedFaqs[1].q)).toHaveCount(0);

  // The server's page says the same (to a visitor: a signed-in page's event is drawn in the browser).
  const served = await (await request.get(`/events/${id}`)).text();
  for (const item of kept.highlights) expect(served).toContain(item.title);
  expect(served).toContain('Can I bring my dog?');
  expect(served).not.toContain('Fun for All Ages');
  expect(served).not.toContain(text.suggestedFaqs[1].q);

  // Edited, the event shows what it holds, not the suggestions.
  await page.goto('/manage-events');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: text.editTitle });
  await expect(dialog.getByLabel(text.title, { exact: true })).toHaveValue(title);
  await expect(dialog.getByText(text.suggestionsNote)).toHaveCount(0);
  for (const [index, highlight] of kept.highlights.entries()) {
    await expect(dialog.getByLabel(text.highlightTitle(index + 1), { exact: true })).toHaveValue(highlight.title);
  }
  await expect(dialog.getByLabel(text.highlightTitle(5), { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel(text.faqQuestion(2), { exact: true })).toHaveValue('Can I bring my dog?');
});

test('every suggestion removed: the page has no What to Expect and no FAQ, from the server either', async ({ page, request }) => {
  await openCreateForm(page);
  const title = `Quiet Sweep ${uniqueTag()}`;
  await fillRequired(page, title);
  for (let left = text.suggestedHighlights.length; left > 0; left--) await page.getByRole('button', { name: text.removeHighlight(left) }).click();
  for (let left = text.suggestedFaqs.length; left > 0; left--) await page.getByRole('button', { name: text.removeFaq(left) }).click();
  await expect(page.getByRole('group', { name: text.highlightsHeading }).getByText(text.noRows)).toBeVisible();
  await expect(page.getByRole('group', { name: text.faqsHeading }).getByText(text.noRows)).toBeVisible();
  await expectNoAxeViolations(page);

  const id = await createAndOpen(page, title);
  expect(await stored(id)).toEqual({ highlights: null, faqs: null });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: details.about })).toBeVisible();
  await expect(main.getByRole('heading', { name: details.whatToExpect })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: details.faq, exact: true })).toHaveCount(0);
  for (const item of text.suggestedHighlights) await expect(main.getByText(item.title)).toHaveCount(0);

  const served = await (await request.get(`/events/${id}`)).text();
  expect(served).toContain(details.about);
  for (const absent of [details.whatToExpect, `>${details.faq}<`, text.suggestedHighlights[0].title, text.suggestedFaqs[0].q])
    expect(served).not.toContain(absent);
});

test("the suggestions follow the page's language until the organizer changes them; changed ones stay", async ({ page }) => {
  await openCreateForm(page);
  await field(page, text.highlightTitle(1)).fill('Our own first card');
  await page.getByRole('banner').getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: bn.heading })).toBeVisible();
  // The questions, untouched, are Bangla now; the highlights, changed, are as the organizer left them.
  for (const [index, faq] of bn.suggestedFaqs.entries()) await expect(field(page, bn.faqQuestion(index + 1))).toHaveValue(faq.q);
  await expect(field(page, bn.highlightTitle(1))).toHaveValue('Our own first card');
  await expect(field(page, bn.highlightTitle(2))).toHaveValue(text.suggestedHighlights[1].title);
});
