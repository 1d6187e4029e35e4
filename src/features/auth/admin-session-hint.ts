/**
 * Two browser-storage entries for the staff session (a flag and the sign-in
 * time in milliseconds). They only mirror the server session for display;
 * nothing is ever opened because of them: every staff screen asks the
 * server (docs/product-rules.md, "Staff session").
 */
const ADMIN_FLAG_KEY = "tpf:admin-authenticated";
const ADMIN_LOGIN_TIME_KEY = "tpf:admin-login-time";

export function rememberAdminSignIn(now: number = Date.now()): void {
  try {
    localStorage.setItem(ADMIN_FLAG_KEY, "true");
    localStorage.setItem(ADMIN_LOGIN_TIME_KEY, String(now));
  } catch {
    // Storage can be full or blocked (private mode); the server session still works.
  }
}

export function forgetAdminSignIn(): void {
  try {
    localStorage.removeItem(ADMIN_FLAG_KEY);
    localStorage.removeItem(ADMIN_LOGIN_TIME_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** Whether this browser believed it was signed in: a staff screen that finds no session then says it ended. */
export function hadAdminSignIn(): boolean {
  try {
    return localStorage.getItem(ADMIN_FLAG_KEY) === "true";
  } catch {
    return false;
  }
}
