import { accountTexts } from '@volunteering/shared/texts/account';
import { authErrorTexts } from '@volunteering/shared/texts/auth-errors';
import { useTexts } from '../../../lib/i18n.tsx';
import { useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { PAGES } from '@volunteering/shared/pages';

export function ResetPasswordRoute() {
  const t = useTexts(accountTexts);
  const errors = useTexts(authErrorTexts);
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email') ?? '';
  // better-auth sends an expired or unknown link here with ?error=INVALID_TOKEN instead of a token.
  const [invalid, setInvalid] = useState(!token || params.has('error'));

  if (invalid || !token) {
    return (
      <AuthPage title={t.resetTitle} heading={t.resetLinkInvalidTitle}>
        <div role="alert" className="flex items-start gap-3 rounded-box border border-warning bg-warning/10 p-4">
          <StrokeIcon className="mt-0.5 size-6 shrink-0 text-warning" d="M12 8v4m0 4h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z" />
          <p>{errors.resetLinkInvalid}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={PAGES.forgotPassword.path} state={{ email }} className="btn btn-primary">
            {t.requestNewLink}
          </Link>
          <Link to={PAGES.login.path} className="btn btn-ghost">
            {t.backToLogin}
          </Link>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t.resetTitle} heading={t.resetTitle} intro={t.resetIntro}>
      <ResetPasswordForm token={token} initialEmail={email} onInvalidLink={() => setInvalid(true)} />
    </AuthPage>
  );
}
