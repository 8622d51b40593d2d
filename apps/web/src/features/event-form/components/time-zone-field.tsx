import type { EventFormValues } from '@volunteering/shared/event-schemas';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { useServerRender } from '../../../lib/server-render.tsx';
import { searchZones, zoneChoiceLabel, zoneChoices, type ZoneChoice } from './time-zone-choices.ts';

/** The option's element id: the zone's name in characters an id may hold. */
const optionId = (listId: string, choice: ZoneChoice) => `${listId}-${choice.value.replace(/[^A-Za-z0-9]/g, '-')}`;

/** The label with its offset kept on one line: "GMT-5" does not break at its sign. */
function OffsetKept({ label, offset }: { label: string; offset: string }) {
  const at = label.lastIndexOf(offset);
  if (at < 0) return label;
  return (
    <>
      {label.slice(0, at)}
      <span className="whitespace-nowrap">{label.slice(at)}</span>
    </>
  );
}

/**
 * Where the event happens: its times are read, and shown to everyone, in this zone. A combobox
 * (WAI-ARIA's, with a list that filters as one types, decision 054): type a city, a country, a clock's
 * name or an offset; arrows move through the places, Enter takes one, Escape gives the field back
 * its zone. The text shows the chosen place; the form holds the zone's IANA name.
 */
export function TimeZoneField({ id, className }: { id: string; className?: string }) {
  const t = useTexts(eventFormTexts);
  const { locale } = useLanguage();
  const { formState, control } = useFormContext<EventFormValues>();
  const { field: zone } = useController<EventFormValues, 'timeZone'>({ name: 'timeZone' });
  const date = useWatch({ control, name: 'date' });
  // The offsets are read at the event's start once it has one; until then now (the server's while
  // its markup is hydrated, so both write the same label).
  const server = useServerRender();
  const [mountedAt] = useState(() => Date.now());
  const atTime = date instanceof Date && !Number.isNaN(date.getTime()) ? date.getTime() : server ? server.now : mountedAt;
  const at = useMemo(() => new Date(atTime), [atTime]);

  // null: the field shows the chosen zone; otherwise what is typed.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // The place the arrows are on, by its zone; null: the first that answers what is typed.
  const [active, setActive] = useState<string | null>(null);
  // The click that focused the field keeps its text selected, so typing replaces it.
  const justFocused = useRef(false);
  // The list is built the first time it is wanted, not for every form drawn.
  const [wanted, setWanted] = useState(false);
  const choices = useMemo(() => (wanted ? zoneChoices(zone.value, at, locale, t.timeZoneOption) : []), [wanted, zone.value, at, locale, t]);
  const results = useMemo(() => (typed === null ? choices : searchZones(choices, typed)), [choices, typed]);
  const shown = useMemo(() => zoneChoiceLabel(zone.value, at, locale, t.timeZoneOption), [zone.value, at, locale, t]);

  const listId = `${useId()}-zones`;
  const expanded = open && results.length > 0;
  const found = results.findIndex((choice) => choice.value === active);
  const activeIndex = !expanded ? -1 : found >= 0 ? found : typed?.trim() ? 0 : -1;
  const activeChoice = activeIndex >= 0 ? results[activeIndex] : undefined;

  useEffect(() => {
    if (activeChoice) document.getElementById(optionId(listId, activeChoice))?.scrollIntoView({ block: 'nearest' });
  }, [activeChoice, listId]);

  /** Opens the list on the chosen zone (or on the first place when it is not listed). */
  function openList() {
    setWanted(true);
    setOpen(true);
    if (typed === null) setActive(zone.value);
  }

  function close() {
    setOpen(false);
    setTyped(null);
    setActive(null);
  }

  function choose(choice: ZoneChoice) {
    if (choice.value !== zone.value) zone.onChange(choice.value);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) return openList();
        if (last < 0) return;
        const down = event.key === 'ArrowDown';
        const next = activeIndex < 0 ? (down ? 0 : last) : down ? (activeIndex === last ? 0 : activeIndex + 1) : activeIndex === 0 ? last : activeIndex - 1;
        setActive(results[next]!.value);
        return;
      }
      case 'Enter':
        // An open list takes the Enter, so a half-typed place never submits the form.
        if (!open) return;
        event.preventDefault();
        if (activeChoice) choose(activeChoice);
        return;
      case 'Escape':
        if (!open && typed === null) return;
        // Not the dialog's Escape (the edit form): only the list's.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
    }
  }

  const hint =
    typed !== null && typed.trim() !== '' && open ? (results.length === 0 ? t.timeZoneNoMatch(typed.trim()) : t.timeZoneMatches(results.length)) : '';

  return (
    <FormField id={id} label={t.timeZone} hint={t.timeZoneHint} error={formState.errors.timeZone?.message} className={className}>
      {(field) => (
        <div className="relative">
          <input
            {...field}
            ref={zone.ref}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeChoice ? optionId(listId, activeChoice) : undefined}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t.timeZonePlaceholder}
            value={typed ?? shown}
            className={`input w-full ${field['aria-invalid'] ? 'input-error' : ''}`}
            onFocus={(event) => {
              event.currentTarget.select();
              justFocused.current = true;
            }}
            onMouseUp={(event) => {
              if (justFocused.current) event.preventDefault();
              justFocused.current = false;
            }}
            onClick={() => {
              if (!open) openList();
            }}
            onChange={(event) => {
              setWanted(true);
              setTyped(event.target.value);
              setOpen(true);
              setActive(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              close();
              zone.onBlur();
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t.timeZoneList}
            hidden={!expanded}
            // As wide as the field, and wider where there is room, so a place reads on one line.
            className="absolute top-full left-0 z-popover mt-1 max-h-72 min-w-full overflow-y-auto rounded-field border border-base-300 bg-base-100 py-1 shadow-lg sm:w-md"
          >
            {expanded &&
              results.map((choice, index) => (
                <li
                  key={choice.value}
                  id={optionId(listId, choice)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={`flex cursor-pointer items-start gap-2 px-3 py-2 ${index === activeIndex ? 'bg-base-content/10' : ''}`}
                  // The input keeps the focus: the list closes on its blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (index !== activeIndex) setActive(choice.value);
                  }}
                  onClick={() => choose(choice)}
                >
                  <svg viewBox="0 0 24 24" className={`mt-0.5 size-4 shrink-0 ${choice.value === zone.value ? '' : 'invisible'}`} aria-hidden="true">
                    <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
                  </svg>
                  <span className="min-w-0">
                    <span className="block">
                      <OffsetKept label={choice.label} offset={choice.offset} />
                    </span>{' '}
                    {choice.detail && <span className="block text-xs text-base-content/70">{choice.detail}</span>}
                  </span>
                </li>
              ))}
          </ul>
          <p role="status" className={hint && results.length === 0 ? 'mt-1 text-sm' : 'sr-only'}>
            {hint}
          </p>
        </div>
      )}
    </FormField>
  );
}
