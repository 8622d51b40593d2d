// The build's list of compiled catalogs (apps/web/compiled-catalogs.ts, decision 031).
declare module 'virtual:catalogs' {
  import type { Messages } from '@volunteering/shared/i18n/format-message';
  export const catalogs: Record<string, Record<string, () => Promise<{ default: Messages }>>>;
}
