import { numberFormat } from '@volunteering/shared/intl-formats';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import './date-picker.css';
import { DEFAULT_LANGUAGE } from '@volunteering/shared/i18n/languages';
import { pickerDateOf } from '@volunteering/shared/event-schemas';
import { latestStart } from '@volunteering/shared/event-time';
import { formatDateTime } from '@volunteering/shared/event-time-format';
import { eventFormTexts } from '@volunteering/shared/texts/event-form';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';
import { pickerLocale } from './picker-locale.ts';
import { isPickableTime, nextPickableSlot, SLOT_MINUTES } from './time-slots.ts';

/** react-datepicker's dialog around the calendar, named in the page's language. */
function PickerDialog({ className, children }: { className?: string; children?: ReactNode }) {
  const t = useTexts(eventFormTexts);
  return (
    <div className={className} aria-label={t.picker.dialog} role="dialog" aria-modal="true" translate="no">
      {children}
    </div>
  );
}

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
  const t = useTexts(eventFormTexts);
  const { language, locale: intl } = useLanguage();
  const { locale, formats } = pickerLocale(intl);
  const numbers = numberFormat(intl);
  // react-datepicker announces a pick in English ("Selected date: …"); another language hides that
  // and announces it here.
  const ownAnnouncement = language !== DEFAULT_LANGUAGE;
  const [announcement, setAnnouncement] = useState('');
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
    <>
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
          // On blur react-datepicker takes typed text without a Latin letter or digit for an emptied
          // input mask and clears the date (a null without an event): Bangla has none, so that is no clear.
          if (!date && !event) return;
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
          const slot = nextPickableSlot(start, now());
          if (ownAnnouncement) setAnnouncement(t.picker.selected(formatDateTime(slot.toISOString(), undefined, intl)));
          onChange(slot);
        }}
        // Report every parse, even of the date already selected, so it replaces an invalid mark.
        allowSameDay
        onBlur={onBlur}
        onClickOutside={() => {
          closedByOutsideClick.current = true;
        }}
        onCalendarClose={handleClose}
        minDate={firstSlot}
        maxDate={pickerDateOf(latestStart(new Date()).toISOString(), timeZone)}
        openToDate={isValidDate(value) ? undefined : firstSlot}
        filterTime={(time) => isPickableTime(time, now())}
        showTimeSelect
        timeIntervals={SLOT_MINUTES}
        timeCaption={t.picker.time}
        timeFormat={formats.time}
        monthsShown={1}
        dateFormat={formats.date}
        dateFormatCalendar={formats.month}
        locale={locale}
        renderDayContents={(day) => numbers.format(day)}
        previousMonthAriaLabel={t.picker.previousMonth}
        previousMonthButtonLabel={t.picker.previousMonth}
        nextMonthAriaLabel={t.picker.nextMonth}
        nextMonthButtonLabel={t.picker.nextMonth}
        chooseDayAriaLabelPrefix={t.picker.chooseDay}
        disabledDayAriaLabelPrefix={t.picker.dayNotAvailable}
        monthAriaLabelPrefix={t.picker.month}
        calendarContainer={PickerDialog}
        placeholderText={placeholder}
        autoComplete="off"
        className={`input w-full ${invalid ? 'input-error' : ''}`}
        wrapperClassName={ownAnnouncement ? 'event-date-picker-wrapper event-date-picker-wrapper--own-announcement' : 'event-date-picker-wrapper'}
        calendarClassName="event-date-picker"
        popperClassName="event-date-picker-popper"
        popperPlacement="bottom-start"
        showPopperArrow={false}
        ariaInvalid={invalid ? 'true' : undefined}
        ariaDescribedBy={describedBy}
      />
      {ownAnnouncement && (
        <span role="status" className="sr-only">
          {announcement}
        </span>
      )}
    </>
  );
}
