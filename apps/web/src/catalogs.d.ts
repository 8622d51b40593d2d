// The build's list of compiled catalogs (apps/web/compiled-catalogs.ts, decision 031).
declare module 'virtual:catalogs' {
  import type { Messages } from '@lingui/core';
  export const catalogs: Record<string, Record<string, () => Promise<{ default: Messages }>>>;
}
