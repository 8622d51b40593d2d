import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../features/auth/auth-provider.tsx';
import { ApiError } from '../../../lib/api-client.ts';

function signInMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'The email or password is not right. Please try again.';
    if (error.status === 429) return 'Too many sign-in attempts. Please wait a minute and try again.';
    if (error.status === 0) return error.message;
  }
  return 'We could not sign you in just now. Please try again.';
}

export function LoginRoute() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await signIn({
        email: String(form.get('email')),
        password: String(form.get('password')),
        rememberMe: form.get('rememberMe') === 'on',
      });
      navigate(from, { replace: true });
    } catch (failure) {
      setError(signInMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-base-200 px-4 py-10">
      <title>Login · Volunteer Hub</title>
      <div className="card w-full max-w-md bg-base-100 shadow-md">
        <form className="card-body gap-4" onSubmit={onSubmit} noValidate={false}>
          <h1 className="text-2xl font-bold">Login</h1>
          <label className="floating-label">
            <span>Email</span>
            <input name="email" type="email" required autoComplete="email" placeholder="Email" className="input w-full" />
          </label>
          <div className="join w-full">
            <label className="floating-label join-item w-full">
              <span>Password</span>
              <input
                name="password"
                type={showPassword ? 'text' : 'password'}
                required
                autoComplete="current-password"
                placeholder="Password"
                className="input w-full"
              />
            </label>
            <button type="button" className="btn join-item" onClick={() => setShowPassword((shown) => !shown)} aria-pressed={showPassword}>
              {showPassword ? 'Hide' : 'Show'}
              <span className="sr-only"> password</span>
            </button>
          </div>
          <label className="label cursor-pointer gap-2">
            <input name="rememberMe" type="checkbox" className="checkbox checkbox-sm" defaultChecked />
            <span>Remember me</span>
          </label>
          {error && (
            <p role="alert" className="alert alert-error alert-soft">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Signing in…' : 'Login'}
          </button>
          <p className="text-sm">
            <Link to="/" className="link">
              Back to Volunteer Hub
            </Link>
          </p>
        </form>
      </div>
    </main>
  );
}
