/**
 * The site's public address (SITE_URL) for canonical links, Open Graph,
 * the sitemap and robots.txt. Without it those are left out, never made
 * up, and the caller is told so. See docs/decisions/0005-site-address.md.
 */
export function siteUrlFromEnvironment(
  env: Record<string, string | undefined>,
  warn: (message: string) => void,
): string | undefined {
  const raw = env.SITE_URL?.trim();
  if (!raw) {
    warn(
      "SITE_URL is not set: pages are built without canonical links, og:url or og:image, and without sitemap.xml. Set SITE_URL=https://your.domain for a public deployment.",
    );
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute address like https://tpf.com, not "${raw}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`SITE_URL must be http(s): ${raw}`);
  return url.origin;
}
