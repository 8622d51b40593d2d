import { homeTexts } from '@volunteering/shared/texts/home';
import { useTexts } from '../../../lib/i18n.tsx';
import { useId } from 'react';
import { Link } from '../../../lib/router.tsx';
import { PAGES } from '@volunteering/shared/pages';

export function StartEventCta() {
  const t = useTexts(homeTexts);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-box bg-primary px-6 py-12 text-center text-primary-content sm:px-12">
      <h2 id={headingId} className="text-3xl font-bold">
        {t.ctaHeading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl">{t.ctaBody}</p>
      <Link to={PAGES.createEvent.path} className="btn btn-lg mt-6 border-0 bg-base-100 text-base-content hover:bg-base-200">
        {t.startEvent}
      </Link>
    </section>
  );
}
