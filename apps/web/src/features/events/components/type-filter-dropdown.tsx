import { TYPE_FILTER_OPTIONS, type TypeFilter } from '@volunteering/shared/constants';
import { eventTypeTexts } from '@volunteering/shared/texts/event-types';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { useTexts } from '../../../lib/i18n.tsx';
import { ChoiceButton, ToolbarDropdown } from './toolbar-dropdown.tsx';

type TypeFilterDropdownProps = {
  value: TypeFilter;
  onChange: (type: TypeFilter) => void;
};

/**
 * The Filters button and its panel of event types (16rem, two columns). The panel closes when a
 * type is picked, on a pointer press outside it, and on Escape; focus then returns to the button.
 */
export function TypeFilterDropdown({ value, onChange }: TypeFilterDropdownProps) {
  const t = useTexts(upcomingEventsTexts);
  const types = useTexts(eventTypeTexts);
  // The type's name in the page's language; the value in the address and the API stays English.
  const name = (type: TypeFilter) => (type === 'All' ? t.allTypes : types[type]);
  return (
    <ToolbarDropdown
      icon="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z"
      label={t.filters}
      active={value !== 'All' ? name(value) : null}
      panelLabel={t.filterByType}
      panelClassName="grid w-64 grid-cols-2 gap-2"
    >
      {(close) =>
        TYPE_FILTER_OPTIONS.map((type) => (
          <ChoiceButton
            key={type}
            pressed={type === value}
            onClick={() => {
              close();
              if (type !== value) onChange(type);
            }}
          >
            {name(type)}
          </ChoiceButton>
        ))
      }
    </ToolbarDropdown>
  );
}
