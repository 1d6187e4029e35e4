/**
 * The cookies the mock API set, sent back on later requests as a browser
 * would, for Node where fetch keeps none. The API sets its cookies on one
 * origin with `Path=/`, so a name is all a cookie needs here.
 */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** Keeps what one Set-Cookie line says: a new value, or a removal (Max-Age=0 or an Expires in the past). */
  store(setCookie: string, now = Date.now()): void {
    const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim());
    const separator = pair.indexOf("=");
    if (separator <= 0) return;
    const name = pair.slice(0, separator);
    const attribute = (key: string) =>
      attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const maxAge = attribute("max-age");
    const expires = attribute("expires");
    const removed =
      (maxAge !== undefined && Number(maxAge) <= 0) ||
      (maxAge === undefined && expires !== undefined && Date.parse(expires) <= now);
    if (removed) this.#cookies.delete(name);
    else this.#cookies.set(name, pair.slice(separator + 1));
  }

  /** The value of one cookie, as the server set it. */
  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  /** The Cookie request header for every kept cookie; "" when there is none. */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  clear(): void {
    this.#cookies.clear();
  }
}
