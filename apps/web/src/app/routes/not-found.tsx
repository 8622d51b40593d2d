import { notFoundTexts } from '@volunteering/shared/texts/not-found';
import { useLanguage, useTexts } from '../../lib/i18n.tsx';
import { Link } from '../../lib/router.tsx';
import { PAGES } from '@volunteering/shared/pages';

const STATUS = 404;

export function NotFoundRoute() {
  const t = useTexts(notFoundTexts);
  const { locale } = useLanguage();
  return (
    <div className="py-16 text-center">
      <title>{t.pageTitle}</title>
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        {STATUS.toLocaleString(locale)}
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t.heading}</h1>
      <p className="mx-auto mt-2 max-w-prose text-base-content/80">{t.body}</p>
      <Link to="/" className="btn btn-primary mt-6">
        {t.goHome}
      </Link>
      <p className="mt-6">
        <Link to={PAGES.upcomingEvents.path} className="link">
          {t.browseEvents}
        </Link>
      </p>
    </div>
  );
}
