// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { needsSecureContext, showSecureContextHelp } from "./insecure-context";

describe("dev:mock in an insecure context", () => {
  it("is detected from the page's secure-context flag or a missing service worker", () => {
    const withWorker = { serviceWorker: {} } as unknown as Navigator;
    const subtle = { subtle: {} } as Crypto;
    expect(needsSecureContext({ isSecureContext: true, navigator: withWorker, crypto: subtle })).toBe(false);
    expect(needsSecureContext({ isSecureContext: false, navigator: withWorker, crypto: subtle })).toBe(true);
    expect(needsSecureContext({ isSecureContext: true, navigator: {} as Navigator, crypto: subtle })).toBe(
      true,
    );
    expect(needsSecureContext({ isSecureContext: true, navigator: withWorker, crypto: {} as Crypto })).toBe(
      true,
    );
  });

  it("says on the page what to do, for the address it was opened at", () => {
    document.body.innerHTML = '<div id="root"></div>';
    showSecureContextHelp(document, new URL("http://192.168.1.20:5174/about?x=1"));
    const help = document.getElementById("mock-secure-context-help");
    expect(help).not.toBeNull();
    expect(help?.querySelector("h1")).toHaveTextContent("The mock API cannot start at this address");
    expect(help).toHaveTextContent("opened over plain http at 192.168.1.20:5174");
    expect(help?.querySelector("a")).toHaveAttribute("href", "http://localhost:5174/about?x=1");
    expect(help).toHaveTextContent("adb reverse tcp:5174 tcp:5174");
    expect(help).toHaveTextContent("DEV_HTTPS_CERT=… DEV_HTTPS_KEY=… npm run dev:mock -- --host");
  });
});
