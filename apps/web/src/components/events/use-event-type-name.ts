import { EVENT_TYPE_ALIASES, EVENT_TYPES, type EventType } from '@volunteering/shared/constants';
import { eventTypeTexts } from '@volunteering/shared/texts/event-types';
import { useTexts } from '../../lib/i18n.tsx';

const isEventType = (name: string): name is EventType => (EVENT_TYPES as readonly string[]).includes(name);

/**
 * The name a type shows under in the page's language: one of the five by its name in event-types
 * (an old alias as the type it stands for), any other as it was stored. The type itself, the value
 * in addresses and the API, stays English.
 */
export function useEventTypeName(): (type: string) => string {
  const names = useTexts(eventTypeTexts);
  return (type) => {
    const name = EVENT_TYPE_ALIASES[type] ?? type;
    return isEventType(name) ? names[name] : name;
  };
}
