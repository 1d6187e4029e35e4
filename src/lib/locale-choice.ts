import { LOCALE_COOKIE, type Locale } from "../../api/contract/words";

/**
 * Remembers the reader's language for the pages whose address does not name
 * one: the home page `/` (the server and the service worker read it) and the
 * service worker's offline pages. A preference cookie, a year long, readable
 * by the page; never anything personal (docs/decisions/0170-spanish-edition.md).
 */
export function rememberLocale(locale: Locale): void {
  if (typeof document === "undefined") return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The remembered language, if the reader chose one. */
export function rememberedLocale(cookies: string = typeof document === "undefined" ? "" : document.cookie) {
  const value = cookies
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return value === "es" || value === "en" ? value : undefined;
}
