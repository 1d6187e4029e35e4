/**
 * Goes where the server said after sign-in: the portal (client-rendered,
 * app.html), the configured client portal or an allow-listed external
 * system, always as a page load. The server builds these addresses and
 * never puts credentials in them.
 */
export function followRedirect(redirectUrl: string): void {
  window.location.assign(new URL(redirectUrl, window.location.origin).href);
}
