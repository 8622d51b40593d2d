import { z } from 'zod';
import { EmailSchema } from './account-schemas.ts';
import { EVENTS_LIMIT_MAX, TEXT_LIMITS } from './constants.ts';
import { EventOrganizationSchema, isHttpsUrl, isPictureAddress } from './event-schemas.ts';
import { isOrganizationSlug, isSlugShaped, RESERVED_SLUGS, SLUG_LENGTH } from './organization-slug.ts';
import { organizationsTexts } from './texts/organizations.ts';
import { organizationDirectoryTexts } from './texts/organization-directory.ts';
import { validationMessages } from './texts/validation.ts';
import { schemaMessage } from './i18n/messages.ts';
import { messageFields } from './message-schemas.ts';

// Organizations (issue 18, decision 038): groups that publish events together, with roles.

/** owner: everything; organizer: the organization's events; member: listed only. Written once for the database's check and every rule. */
export const ORGANIZATION_ROLES = ['owner', 'organizer', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
/** The roles that publish and manage the organization's events. */
export const MANAGING_ROLES = ['owner', 'organizer'] as const satisfies readonly OrganizationRole[];
export const managesEvents = (role: string | null | undefined): boolean => (MANAGING_ROLES as readonly string[]).includes(role ?? '');

export const ORGANIZATION_LIMITS = { slugMin: SLUG_LENGTH.min, slugMax: SLUG_LENGTH.max, name: 120, description: 300, city: 100 } as const;
/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
/** The page an invitation mail links to: `${publicUrl}${invitationPath(token)}`. */
export const invitationPath = (token: string) => `/orgs/invitations/${token}`;

/** An address made from a name: "Dhaka University Green Club!" gives "dhaka-university-green-club"; may be too short to use. */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, ORGANIZATION_LIMITS.slugMax)
    .replace(/-+$/, '');
}

/** A website typed without its scheme gets https:// in front ("example.org/about"); '' stays ''. */
const withHttps = (value: string): string => (value === '' || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value) ? value : `https://${value}`);
/** An https address whose host has a dot in it, as a website's has. */
const isWebsite = (value: string): boolean => isHttpsUrl(value) && new URL(value).hostname.includes('.');

const text = (max: number) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .max(max, schemaMessage(validationMessages, 'tooLong', max));

export const SlugSchema = z
  .string({ error: schemaMessage(organizationsTexts, 'slugFormat') })
  .trim()
  .toLowerCase()
  .refine(isSlugShaped, schemaMessage(organizationsTexts, 'slugFormat'))
  .refine((value) => !RESERVED_SLUGS.includes(value), schemaMessage(organizationsTexts, 'slugReserved'));

const fields = {
  name: text(ORGANIZATION_LIMITS.name).min(1, schemaMessage(organizationsTexts, 'nameRequired')),
  slug: SlugSchema,
  description: text(ORGANIZATION_LIMITS.description),
  /** An https address or an upload's `/media/…` path; null or '' for none. */
  logoUrl: text(TEXT_LIMITS.url)
    .refine((value) => value === '' || isPictureAddress(value), schemaMessage(organizationsTexts, 'logoUrl'))
    .transform((value) => value || null)
    .nullable(),
  city: text(ORGANIZATION_LIMITS.city),
  /** "example.org" is taken as "https://example.org" (issue 37); any other scheme is refused. */
  website: text(TEXT_LIMITS.url)
    .transform(withHttps)
    .refine((value) => value === '' || isWebsite(value), schemaMessage(organizationsTexts, 'websiteHttps'))
    .transform((value) => value || null)
    .nullable(),
  contactEmail: EmailSchema,
};

/** POST /api/orgs: the address is derived from the name when left out; the contact is the creator's e-mail when left out. */
export const CreateOrganizationSchema = z.object({
  name: fields.name,
  slug: fields.slug.optional(),
  description: fields.description.optional(),
  logoUrl: fields.logoUrl.optional(),
  city: fields.city.optional(),
  website: fields.website.optional(),
  contactEmail: fields.contactEmail.optional(),
});
export type CreateOrganizationInput = z.infer<typeof CreateOrganizationSchema>;

/** PATCH /api/orgs/{slug}: only the fields sent change. */
export const UpdateOrganizationSchema = z.object(fields).partial();
export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationSchema>;

const RoleSchema = z.enum(ORGANIZATION_ROLES, { error: schemaMessage(organizationsTexts, 'role') });
export const InviteSchema = z.object({ email: EmailSchema, role: RoleSchema });
export type InviteInput = z.infer<typeof InviteSchema>;
export const RoleChangeSchema = z.object({ role: RoleSchema });

export const SlugParams = z.object({ slug: z.string().refine(isOrganizationSlug, schemaMessage(organizationsTexts, 'notFound')) });
export const MemberParams = SlugParams.extend({ userId: z.string().min(1).max(100) });
export const InvitationParams = SlugParams.extend({ id: z.uuid(schemaMessage(organizationsTexts, 'invitationNotFound')) });
export const InvitationTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, schemaMessage(organizationsTexts, 'invitationNotFound')) });

export const OrganizationEventsQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(EVENTS_LIMIT_MAX).default(20),
});
export type OrganizationEventsQuery = z.infer<typeof OrganizationEventsQuerySchema>;

/** The directory's organizations a page (issue 37, decision 055). */
export const ORGANIZATION_DIRECTORY_PAGE_SIZE = 12;
/** The highest page the directory is asked for, like the events list's. */
const DIRECTORY_PAGE_MAX = 1_000_000;
const directoryPage = schemaMessage(organizationDirectoryTexts, 'pageNumber', DIRECTORY_PAGE_MAX);

/** GET /api/orgs: `q` searches names and cities as the events search does (at most as long), `page` from 1. */
export const OrganizationDirectoryQuerySchema = z.object({
  q: z
    .string({ error: schemaMessage(organizationDirectoryTexts, 'searchText') })
    .trim()
    .normalize('NFC')
    .max(TEXT_LIMITS.title, schemaMessage(validationMessages, 'tooLong', TEXT_LIMITS.title))
    .optional(),
  page: z.coerce.number({ error: directoryPage }).int(directoryPage).min(1, directoryPage).max(DIRECTORY_PAGE_MAX, directoryPage).default(1),
});
export type OrganizationDirectoryQuery = z.infer<typeof OrganizationDirectoryQuerySchema>;

/** An organization in the directory: who it is, how many follow it, its upcoming events; `following` for a signed-in caller. */
export const DirectoryOrganizationSchema = EventOrganizationSchema.extend({
  city: z.string(),
  followers: z.number(),
  upcomingEvents: z.number(),
  following: z.boolean().optional(),
});
export type DirectoryOrganization = z.infer<typeof DirectoryOrganizationSchema>;

/** GET /api/events/my-events: `?organization={id}` keeps that organization's events. */
export const MyEventsQuerySchema = z.object({
  email: z.email(schemaMessage(validationMessages, 'email')).optional(),
  organization: z.uuid(schemaMessage(organizationsTexts, 'notFound')).optional(),
});

export const OrganizationSchema = EventOrganizationSchema.extend({
  description: z.string(),
  city: z.string(),
  website: z.string().nullable(),
  /** The organization's public contact address (never its members'). */
  contactEmail: z.string(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/**
 * GET /api/orgs/{slug}: public, with counts and what the group gave (over its ended events, as the
 * group impact counts it); the caller's role when signed in and a member, and whether they follow it
 * when signed in.
 */
export const OrganizationPageSchema = OrganizationSchema.extend({
  counts: z.object({ members: z.number(), upcomingEvents: z.number() }),
  myRole: z.enum(ORGANIZATION_ROLES).nullable(),
  followers: z.number(),
  volunteersReached: z.number(),
  hoursGiven: z.number(),
  following: z.boolean().optional(),
});
export type OrganizationPage = z.infer<typeof OrganizationPageSchema>;

/** GET /api/orgs/mine. */
export const MyOrganizationSchema = OrganizationSchema.extend({ role: z.enum(ORGANIZATION_ROLES) });
export type MyOrganization = z.infer<typeof MyOrganizationSchema>;

/** A member as the list shows them; `email` only to owners and organizers. */
export const MemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  role: z.enum(ORGANIZATION_ROLES),
  addedAt: z.string(),
  email: z.string().optional(),
});
export type Member = z.infer<typeof MemberSchema>;

/** An open invitation, for the owners. */
export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** GET /api/orgs/invitations/{token}: what the link offers, for anyone holding it. */
export const InvitationPreviewSchema = z.object({
  organization: EventOrganizationSchema,
  role: z.enum(ORGANIZATION_ROLES),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const AcceptedInvitationSchema = z.object({
  success: z.literal(true),
  ...messageFields,
  organization: EventOrganizationSchema,
  role: z.enum(ORGANIZATION_ROLES),
});

/** POST /api/orgs/{slug}/invitations: the invitation mailed (the link itself only goes in the mail). */
export const InvitationSentSchema = z.object({ success: z.literal(true), ...messageFields, invitation: InvitationSchema });

/** PUT and DELETE /api/orgs/{slug}/follow: whether the caller follows it now. */
export const FollowResultSchema = z.object({ success: z.literal(true), ...messageFields, following: z.boolean() });
export type FollowResult = z.infer<typeof FollowResultSchema>;

/**
 * GET /api/orgs/{slug}/impact (members): over the organization's ended events. Hours count for
 * attended participations, by each event's duration; months are each event's own calendar's.
 */
export const GroupImpactSchema = z.object({
  volunteersReached: z.number(),
  hoursGiven: z.number(),
  eventsRun: z.number(),
  /** Attended / joined over ended events; null when nobody joined one. */
  attendanceRate: z.number().nullable(),
  hoursByMonth: z.array(z.object({ month: z.string(), hours: z.number() })),
  hoursByType: z.array(z.object({ type: z.string(), hours: z.number() })),
});
export type GroupImpact = z.infer<typeof GroupImpactSchema>;

/** GET /api/orgs/{slug}/impact/volunteers (owners and organizers): hours per volunteer, most first. */
export const VolunteerHoursSchema = z.object({ name: z.string(), email: z.string(), events: z.number(), hours: z.number() });
export type VolunteerHours = z.infer<typeof VolunteerHoursSchema>;
