import { accountTexts } from '@volunteering/shared/texts/account';
import { Link } from '../../../lib/router.tsx';
import { AuthPage } from '../../../features/auth/components/auth-page.tsx';
import { GoogleOption } from '../../../features/auth/components/google-option.tsx';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { PAGES } from '@volunteering/shared/pages';

export function RegisterRoute() {
  return (
    <AuthPage title={accountTexts.registerTitle} heading={accountTexts.registerTitle} intro={accountTexts.registerIntro}>
      <GoogleOption redirectTo="/" />
      <RegisterForm />
      <p className="text-center text-sm">
        {accountTexts.haveAccount}{' '}
        <Link to={PAGES.login.path} className="link link-primary font-medium">
          {accountTexts.login}
        </Link>
      </p>
    </AuthPage>
  );
}
