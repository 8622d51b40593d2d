// The roles of issue 16 (decision 034), written once for the database's check, the server's rules
// and what the pages offer.

/** Everyone is a member; moderators and admins read and act on reports. */
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that see and act on reports. */
export const STAFF_ROLES = ['moderator', 'admin'] as const satisfies readonly Role[];

export const isStaffRole = (role: string | undefined): boolean => (STAFF_ROLES as readonly string[]).includes(role ?? '');
