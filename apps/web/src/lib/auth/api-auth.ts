type AuthHooks = {
  accessToken: () => Promise<string | null>;
  onUnauthorized: () => void;
};
let authHooks: AuthHooks | undefined;

/** Installed once by the auth provider: where tokens come from and what a refused token does. */
export function installAuthHooks(hooks: AuthHooks): void {
  authHooks = hooks;
}

/** The bearer token to send with a call, when a signed-in user has one. */
export async function bearerToken(): Promise<string | null> {
  if (!authHooks) return null;
  return authHooks.accessToken().catch(() => null);
}

/** The API refused an authenticated call's token. */
export function reportUnauthorized(): void {
  authHooks?.onUnauthorized();
}
