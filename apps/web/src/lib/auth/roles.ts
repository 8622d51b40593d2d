import { isStaffRole } from '@volunteering/shared/roles';
import type { SessionUser } from './session.ts';

/** A moderator or an admin (issue 16): the pages offer them the moderation screens; the server decides. */
export const isStaff = (user: SessionUser | null | undefined): boolean => isStaffRole(user?.role);

/** An admin: the pages offer them the moderators' screen; the server decides. */
export const isAdmin = (user: SessionUser | null | undefined): boolean => user?.role === 'admin';
