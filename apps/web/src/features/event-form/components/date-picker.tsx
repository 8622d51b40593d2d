import { enUS } from 'date-fns/locale/en-US';
import { useRef, useState, type Ref } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';
import { pickerDateOf } from '@volunteering/shared/event-schemas';
import { isPickableTime, nextPickableSlot, SLOT_MINUTES } from './time-slots.ts';

const DATE_FORMAT = 'MMMM d, yyyy h:mm aa';

/**
 * US English, but a day's full name reads "Saturday, November 29, 2026" (not "29th"), so each
 * day button's accessible name contains the number it shows.
 */
const locale = {
  ...enUS,
  formatLong: {
    ...enUS.formatLong,
    date: (options: { width?: string } = {}) =>
      options.width === 'full' ? 'EEEE, MMMM d, y' : enUS.formatLong.date(options as Parameters<typeof enUS.formatLong.date>[0]),
  },
};

type EventDatePickerProps = {
  id: string;
  name: string;
  /** The event's clock reading (readingOf); null when empty; an invalid Date when the typed text is not a date. */
  value: Date | null;
  /** The event's zone: which times have passed is read on its clock. */
  timeZone: string;
  onChange: (value: Date | null) => void;
  onBlur: () => void;
  pickerRef: Ref<{ focus: () => void }>;
  placeholder: string;
  invalid: boolean;
  describedBy: string | undefined;
};

const isValidDate = (value: Date | null): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** The spec's picker (loaded on its own, with its stylesheet, only where a form needs it). */
export function EventDatePicker({ id, name, value, timeZone, onChange, onBlur, pickerRef, placeholder, invalid, describedBy }: EventDatePickerProps) {
  // Text that did not parse stays in the box, so the user sees what to correct.
  const [typed, setTyped] = useState<string | null>(null);
  const picker = useRef<DatePicker | null>(null);
  const closedByOutsideClick = useRef(false);
  // Late at night today has no slot left: the calendar then opens on the first day that has one,
  // with its times, rather than on today with an empty time list.
  const now = () => pickerDateOf(new Date().toISOString(), timeZone);
  const firstSlot = nextPickableSlot(now(), now());

  function handleClose() {
    onBlur();
    const outside = closedByOutsideClick.current;
    closedByOutsideClick.current = false;
    if (outside) return;
    // After a pick or Escape, react-datepicker blurs its box a frame later, leaving a keyboard user
    // on the page body: focus goes back to the box, without opening the calendar again.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) picker.current?.sendFocusBackToInput();
      }),
    );
  }

  return (
    <DatePicker
      id={id}
      name={name}
      ref={(instance) => {
        picker.current = instance;
        const target = instance ? { focus: () => instance.setFocus() } : null;
        if (typeof pickerRef === 'function') pickerRef(target);
        else if (pickerRef) pickerRef.current = target;
      }}
      selected={isValidDate(value) ? value : null}
      value={typed ?? undefined}
      onChangeRaw={(event) => {
        // The picker only reports text it can parse; anything else is marked invalid here, and a
        // parse that succeeds in the same keystroke overrides it through onChange below.
        if (!(event?.target instanceof HTMLInputElement)) return;
        const text = event.target.value;
        if (text.trim() === '') {
          setTyped(null);
          return;
        }
        setTyped(text);
        onChange(new Date(Number.NaN));
      }}
      onChange={(date: Date | null, event?: { target: EventTarget | null }) => {
        setTyped(null);
        if (!date || event?.target instanceof HTMLInputElement) {
          onChange(date);
          return;
        }
        // A first day picked (by mouse or keyboard) starts at that day's first free slot; later
        // picks keep the chosen time, and any time lands on the 30-minute grid.
        const firstDayPick = !isValidDate(value) && event?.target instanceof Element && event.target.closest('.react-datepicker__day');
        const start = new Date(date);
        if (firstDayPick) start.setHours(0, 0, 0, 0);
        onChange(nextPickableSlot(start, now()));
      }}
      // Report every parse, even of the date already selected, so it replaces an invalid mark.
      allowSameDay
      onBlur={onBlur}
      onClickOutside={() => {
        closedByOutsideClick.current = true;
      }}
      onCalendarClose={handleClose}
      minDate={firstSlot}
      openToDate={isValidDate(value) ? undefined : firstSlot}
      filterTime={(time) => isPickableTime(time, now())}
      showTimeSelect
      timeIntervals={SLOT_MINUTES}
      timeCaption="Time"
      monthsShown={1}
      dateFormat={DATE_FORMAT}
      locale={locale}
      placeholderText={placeholder}
      autoComplete="off"
      className={`input w-full ${invalid ? 'input-error' : ''}`}
      wrapperClassName="event-date-picker-wrapper"
      calendarClassName="event-date-picker"
      popperClassName="event-date-picker-popper"
      popperPlacement="bottom-start"
      showPopperArrow={false}
      ariaInvalid={invalid ? 'true' : undefined}
      ariaDescribedBy={describedBy}
    />
  );
}
