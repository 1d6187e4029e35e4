/**
 * The mocks need a secure context: MSW answers through a service worker, and
 * the mock API hashes with Web Crypto (crypto.subtle). A browser gives both
 * only to https pages and to localhost, so `dev:mock` opened from a phone at
 * http://192.168.x.x:5174 would start nothing. This says so on the page, with
 * what to do instead (README.md, "Mocks on a phone").
 */
export function needsSecureContext(scope: {
  isSecureContext: boolean;
  navigator: Navigator;
  crypto?: Crypto;
}): boolean {
  return !scope.isSecureContext || !("serviceWorker" in scope.navigator) || !scope.crypto?.subtle;
}

/** Replaces the page's content with the explanation, for the address the page was opened at. */
export function showSecureContextHelp(document: Document, address: URL): void {
  const localhost = new URL(address.href);
  localhost.hostname = "localhost";
  const port = address.port || (address.protocol === "https:" ? "443" : "80");

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const code = (text: string) => element("code", text);
  const item = (...parts: (string | Node)[]) => {
    const li = element("li");
    li.append(...parts);
    return li;
  };

  const main = element("main");
  main.id = "mock-secure-context-help";
  main.setAttribute(
    "style",
    "max-width:40rem;margin:3rem auto;padding:0 1.25rem;font:1rem/1.6 system-ui,sans-serif;color:#1e293b",
  );
  const link = element("a", localhost.href);
  link.href = localhost.href;
  const steps = element("ol");
  steps.append(
    item("On the computer that runs npm run dev:mock, open ", link, "."),
    item(
      "On an Android phone connected by USB, run ",
      code(`adb reverse tcp:${port} tcp:${port}`),
      ` on the computer, then open http://localhost:${port}${address.pathname} on the phone.`,
    ),
    item(
      "On any device, serve the mocks over HTTPS with a certificate the device trusts: ",
      code("DEV_HTTPS_CERT=… DEV_HTTPS_KEY=… npm run dev:mock -- --host"),
      " (README.md, “Mocks on a phone”).",
    ),
  );
  main.append(
    element("h1", "The mock API cannot start at this address"),
    element(
      "p",
      `This page was opened over plain http at ${address.host}. The mocks answer through a service worker and use ` +
        "the browser's Web Crypto, and browsers allow both only on https pages and on localhost.",
    ),
    steps,
  );
  const root = document.getElementById("root") ?? document.body;
  root.replaceChildren(main);
  document.title = "Mocks need localhost or HTTPS";
}
