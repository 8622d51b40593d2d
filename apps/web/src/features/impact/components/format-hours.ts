const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 1.5 → "1.5", 2 → "2", 0.8333 → "0.83". */
export function formatHours(hours: number): string {
  return hoursFormat.format(hours);
}

/** The API's UTC month 'YYYY-MM' as "Jan 2026". */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}
