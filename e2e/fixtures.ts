import { test as base, expect, type Page } from '@playwright/test';

// Stands in for remote event images so tests never depend on the internet.
const PLACEHOLDER_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="100%" height="100%" fill="#94a3b8"/></svg>';

/**
 * `page` fails the test on any console error, uncaught exception, failed same-origin request
 * or same-origin answer >= 400 other than the document itself (a 404 page may be a real 404).
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const isSameOrigin = (url: string) => new URL(url).origin === origin;
    const problems: string[] = [];

    await page.route(
      (url) => url.origin !== origin,
      (route) =>
        route.request().resourceType() === 'image'
          ? route.fulfill({ contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE })
          : route.abort('blockedbyclient'),
    );
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (isSameOrigin(request.url())) {
        problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
      }
    });
    page.on('response', (response) => {
      const request = response.request();
      if (isSameOrigin(response.url()) && response.status() >= 400 && !request.isNavigationRequest()) {
        problems.push(`HTTP ${response.status()}: ${request.method()} ${response.url()}`);
      }
    });

    await use(page);

    expect(problems, 'console errors or failed requests').toEqual([]);
  },
});

export { expect };
