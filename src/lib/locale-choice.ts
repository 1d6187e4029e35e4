import { isLocale, LOCALE_COOKIE, type Locale } from "../../api/contract/words";

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
  return isLocale(value) ? value : undefined;
}

/**
 * The home page's address without the language its switch named (`/?lang=en` -> `/`), or
 * undefined when there is none to take away. The server answers `/?lang=en` with a redirect to `/`;
 * the service worker answers it from its copy of the home page, so the page tidies its own address
 * (the choice is already remembered) and a bookmark or a shared link never carries it.
 */
export function homeWithoutLanguageQuery(url: URL): string | undefined {
  if (url.pathname !== "/" || !url.searchParams.has("lang")) return undefined;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete("lang");
  const query = rest.toString();
  return `/${query ? `?${query}` : ""}${url.hash}`;
}
