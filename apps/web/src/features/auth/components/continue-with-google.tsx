import { useQuery } from '@tanstack/react-query';
import { googleSignInTexts } from '@volunteering/shared/texts/google-sign-in';
import { useState } from 'react';
import { useSearchParams } from '../../../lib/router.tsx';
import { useTexts } from '../../../lib/i18n.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { authOptionsQuery } from '../api/get-auth-options.ts';
import { startGoogleSignIn } from '../api/google-sign-in.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/**
 * Google sign-in, offered only when the server has it configured (nothing is rendered otherwise,
 * so there is never a dead button). The browser leaves for Google and comes back to `redirectTo`.
 */
export function ContinueWithGoogle({ redirectTo }: { redirectTo: string }) {
  const t = useTexts(googleSignInTexts);
  const { data } = useQuery(authOptionsQuery);
  const [searchParams] = useSearchParams();
  const [state, setState] = useState<'idle' | 'redirecting' | 'failed'>('idle');
  if (!data?.google) return null;

  async function start() {
    setState('redirecting');
    try {
      window.location.assign(await startGoogleSignIn(redirectTo));
    } catch {
      setState('failed');
    }
  }

  // The server sends a failed Google round trip back here with `?error=`. An e-mail that already
  // has a password account is not linked silently (better-auth refuses it): the user is told why.
  const callbackError = state === 'idle' ? searchParams.get('error') : null;
  const message = state === 'failed' ? t.startFailed : callbackError === 'account_not_linked' ? t.accountNotLinked : callbackError ? t.callbackFailed : null;

  return (
    <div className="space-y-2">
      {message && (
        // Body-coloured text: daisyUI's soft error text is too faint on the light theme (2.7:1).
        <p role="alert" className="alert alert-error alert-soft items-start text-sm text-base-content">
          <StrokeIcon className="size-5 shrink-0 text-error" d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          <span>{message}</span>
        </p>
      )}
      <button type="button" className="btn w-full border-base-300 bg-base-100 hover:bg-base-200" onClick={start} disabled={state === 'redirecting'}>
        {state === 'redirecting' ? <Spinner /> : <GoogleLogo />}
        {state === 'redirecting' ? t.redirecting : t.continueWithGoogle}
      </button>
    </div>
  );
}
