import Bowser from "bowser";

/**
 * A device as its owner recognises it in a list or a notice: the browser and
 * the system its User-Agent names, read by bowser. The User-Agent is the
 * browser's own claim, shown as it says, never trusted.
 */
export function deviceParts(userAgent: string): { browser: string; platform: string } {
  if (!userAgent.trim()) return { browser: "", platform: "" };
  const parsed = Bowser.parse(userAgent.slice(0, 500));
  return { browser: parsed.browser.name ?? "", platform: parsed.os.name ?? "" };
}

/** "Chrome · Android": the same in every language, as the browsers name themselves. */
export function deviceName(userAgent: string): string {
  const { browser, platform } = deviceParts(userAgent);
  return [browser, platform].filter(Boolean).join(" · ");
}
