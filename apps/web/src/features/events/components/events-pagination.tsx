import { EVENTS_PAGE_SIZE } from '@volunteering/shared/constants';
import { upcomingEventsTexts } from '@volunteering/shared/texts/upcoming-events';
import { useLanguage, useTexts } from '../../../lib/i18n.tsx';

export type Paging = {
  /** The last page, or undefined when the server stopped counting before the end. */
  lastPage: number | undefined;
  hasNext: boolean;
};

/**
 * Where a page stands among all pages, from the total the server counted. Past its count cap
 * (`X-Total-Count-Capped`) the last page is unknown: a full page may have a next one.
 */
export function pagingFor(page: number, shown: number, totalCount: number, totalCapped: boolean): Paging {
  if (totalCapped) return { lastPage: undefined, hasNext: shown === EVENTS_PAGE_SIZE };
  const lastPage = Math.max(1, Math.ceil(totalCount / EVENTS_PAGE_SIZE));
  return { lastPage, hasNext: page < lastPage };
}

type EventsPaginationProps = Paging & {
  page: number;
  onChange: (page: number) => void;
  /** The navigation's name, where the list is not of events (the directory of organizations). */
  label?: string;
};

type PageSlot = number | 'gap-before' | 'gap-after';

/** The first and last page, and one either side of the current one, with gaps between. */
export function pageSlots(page: number, lastPage: number | undefined, hasNext: boolean): PageSlot[] {
  const end = lastPage ?? (hasNext ? page + 1 : page);
  const numbers = new Set([1, page - 1, page, page + 1, end].filter((n) => n >= 1 && n <= end));
  const sorted = [...numbers].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1]! > 1) slots.push(n > page ? 'gap-after' : 'gap-before');
    slots.push(n);
  });
  if (lastPage === undefined && hasNext) slots.push('gap-after');
  return slots;
}

export function EventsPagination({ page, lastPage, hasNext, onChange, label }: EventsPaginationProps) {
  const t = useTexts(upcomingEventsTexts);
  const { locale } = useLanguage();
  return (
    <nav aria-label={label ?? t.pagination} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            {t.previous}
          </button>
        </li>
        {pageSlots(page, lastPage, hasNext).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <button
                type="button"
                aria-label={t.page(slot)}
                aria-current={slot === page ? 'page' : undefined}
                className={`btn btn-sm min-w-9 px-2 ${slot === page ? 'btn-primary' : 'btn-ghost'}`}
                onClick={() => onChange(slot)}
              >
                {slot.toLocaleString(locale)}
              </button>
            </li>
          ) : (
            <li key={slot} aria-hidden="true" className="px-1 text-base-content/60">
              …
            </li>
          ),
        )}
        <li>
          <button type="button" className="btn btn-sm" disabled={!hasNext} onClick={() => onChange(page + 1)}>
            {t.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
