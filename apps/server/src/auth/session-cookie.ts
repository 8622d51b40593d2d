/** better-auth's session cookie (`__Secure-` over https); without it nobody can be signed in. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/** The session cookie's value in a Cookie header, if there is one. */
export function sessionCookieOf(cookieHeader: string | undefined): string | undefined {
  return SESSION_COOKIE.exec(cookieHeader ?? '')?.[1];
}
