// An organization's address (issue 18), written once: the page table every page loads reads it
// without zod; organization-schemas.ts builds the API's checks and messages on it.

/** How long an address may be. */
export const SLUG_LENGTH = { min: 3, max: 60 } as const;
/** Lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** Words of the site's and the API's own paths under /orgs, never an organization's address. */
export const RESERVED_SLUGS: readonly string[] = ['mine', 'invitations', 'new', 'following'];

/** Shaped like an address: the pattern and the length (reserved words aside). */
export const isSlugShaped = (value: string): boolean => value.length >= SLUG_LENGTH.min && value.length <= SLUG_LENGTH.max && SLUG_PATTERN.test(value);
/** Whether `value` can name an organization. */
export const isOrganizationSlug = (value: string): boolean => isSlugShaped(value) && !RESERVED_SLUGS.includes(value);
