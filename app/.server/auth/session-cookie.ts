/** The name of the staff session cookie, known without loading the auth library. */
export const authCookiePrefix = "bgl";

/** True when a Cookie header carries a staff session (`bgl.session_token`, or its `__Secure-` form). */
export function hasSessionCookie(cookieHeader: string | undefined | null): boolean {
  return cookieHeader?.includes(`${authCookiePrefix}.session_token=`) ?? false;
}
