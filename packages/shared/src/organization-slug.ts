// An organization's address (issue 18): the rule the page table reads, without the schemas, so the
// table every page loads carries no zod. organization-schemas.ts holds the same rule for the API.

const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** Words of the site's own paths under /orgs, never an organization's address. */
const RESERVED = ['mine', 'invitations', 'new'];

/** Whether `value` can name an organization: 3 to 60 of a-z, 0-9 and hyphens, not one of the reserved words. */
export const isOrganizationSlug = (value: string): boolean => value.length >= 3 && value.length <= 60 && SLUG.test(value) && !RESERVED.includes(value);
