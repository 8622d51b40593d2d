import { routeErrorTexts } from '@volunteering/shared/texts/route-error';
import { EnglishUntilLoaded } from '../components/ui/english-until-loaded.tsx';
import { useTexts } from '../lib/i18n.tsx';

/**
 * Shown when a page throws while rendering or its chunk fails to load; the frame stays usable. When
 * nothing loads any more (offline), its own catalog cannot either: it shows in English then.
 */
export function RouteErrorBoundary() {
  return (
    <EnglishUntilLoaded english={<RouteError t={routeErrorTexts} />}>
      <Translated />
    </EnglishUntilLoaded>
  );
}

function Translated() {
  return <RouteError t={useTexts(routeErrorTexts)} />;
}

function RouteError({ t }: { t: typeof routeErrorTexts }) {
  return (
    <div role="alert" className="py-16 text-center">
      <title>{t.pageTitle}</title>
      <h1 className="text-3xl font-bold">{t.heading}</h1>
      <p className="mt-2 text-base-content/70">{t.body}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t.tryAgain}
        </button>
        <a href="/" className="btn btn-primary">
          {t.goHome}
        </a>
      </div>
    </div>
  );
}
