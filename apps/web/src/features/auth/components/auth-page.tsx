import { frameTexts } from '@volunteering/shared/texts/frame';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';
import { Link } from '../../../lib/router.tsx';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';

type AuthPageProps = { title: string; heading: string; intro?: string; children: ReactNode };

/** The frame of the screens outside the main layout: the product name home, one centred card. */
export function AuthPage({ title, heading, intro, children }: AuthPageProps) {
  const t = useTexts(frameTexts);
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center bg-base-200 px-4 py-8 sm:justify-center sm:py-12">
      <title>{`${title} · ${t.productName}`}</title>
      <Link to="/" className="mb-6 text-2xl font-bold text-primary">
        {t.productName}
      </Link>
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-5 p-5 sm:p-8">
          <div>
            <h1 className="text-2xl font-bold">{heading}</h1>
            {intro && <p className="mt-1 text-base-content/80">{intro}</p>}
          </div>
          {children}
        </div>
      </div>
      <LanguageSwitch className="btn btn-ghost btn-sm mt-4" />
    </main>
  );
}
