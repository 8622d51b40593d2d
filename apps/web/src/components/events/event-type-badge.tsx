import { EVENT_TYPE_ALIASES, EVENT_TYPES } from '@volunteering/shared/constants';
import { useEventTypeName } from './use-event-type-name.ts';

// Spec section 3: Cleanup blue, Plantation green, Donation yellow, Education purple, Social Work blue;
// unknown types grey. The text always names the type, so colour is never the only signal.
const TYPE_CLASSES: Record<string, string> = {
  Cleanup: 'bg-blue-100 text-blue-900 dark:bg-blue-900/60 dark:text-blue-100',
  Plantation: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100',
  Donation: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100',
  Education: 'bg-purple-100 text-purple-900 dark:bg-purple-900/60 dark:text-purple-100',
  'Social Work': 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
};
const UNKNOWN_CLASSES = 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-100';

export function EventTypeBadge({ type, className = '' }: { type: string; className?: string }) {
  const typeName = useEventTypeName();
  const name = EVENT_TYPE_ALIASES[type] ?? type;
  const known = (EVENT_TYPES as readonly string[]).includes(name);
  return <span className={`badge border-0 font-medium ${known ? TYPE_CLASSES[name] : UNKNOWN_CLASSES} ${className}`}>{typeName(type)}</span>;
}
