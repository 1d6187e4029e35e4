import type { Engine } from "./drivers";

/*
 * The core flows a driver goes through, written once for every engine:
 * what a person sees and does (labels, button names, text on the screen),
 * never the app's internals. Every wait is for a condition on the page,
 * with a generous limit for a loaded two-core machine.
 */

/** Helpers every page script starts with: finding controls as a person does, by their words. */
const PRELUDE = `
const visible = (element) => !!element && element.getClientRects().length > 0 &&
  getComputedStyle(element).visibility !== "hidden";
const words = (element) => (element.innerText || element.textContent || "").replace(/\\s+/g, " ").trim();
const byLabel = (text) => {
  const label = [...document.querySelectorAll("label")].find((each) => visible(each) && words(each).startsWith(text));
  if (!label) return null;
  return label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector("input, select, textarea");
};
const byRole = (text) => [...document.querySelectorAll("button, a, [role=button]")].find(
  (each) => visible(each) && (words(each).startsWith(text) || each.getAttribute("aria-label") === text));
let marks = Number(document.documentElement.dataset.engineMarks || "0");
const mark = (element) => {
  if (!element) return null;
  if (!element.dataset.engine) {
    marks += 1;
    document.documentElement.dataset.engineMarks = String(marks);
    element.dataset.engine = String(marks);
  }
  return '[data-engine="' + element.dataset.engine + '"]';
};
const pageText = () => document.body ? document.body.innerText : "";
`;

/** Runs a page script with the prelude. */
const inPage = <T>(engine: Engine, body: string, ...args: unknown[]) =>
  engine.run<T>(`${PRELUDE}\n${body}`, ...args);

/** How long a step may take on a loaded machine before the suite says what it was waiting for. */
export const STEP_MS = 60_000;

/** Waits until the page script `body` returns something truthy; fails naming `what` and the screen. */
export async function waitFor<T>(
  engine: Engine,
  what: string,
  body: string,
  args: unknown[] = [],
  timeoutMs = STEP_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const result = await inPage<T>(engine, body, ...args);
      if (result) return result;
    } catch (error) {
      // A navigation in progress replaces the page under the script: ask again.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const screen = await inPage<string>(
        engine,
        "return location.href + '\\n' + pageText().slice(0, 800);",
      ).catch(() => "(the page could not be read)");
      throw new Error(
        `${engine.name}: waited ${timeoutMs / 1000} s for ${what}${lastError ? ` (${String(lastError)})` : ""}\nScreen: ${screen}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The selector of a control found by `find` (a prelude expression), once it is on the screen. */
const control = (engine: Engine, what: string, find: string, args: unknown[] = []) =>
  waitFor<string>(engine, what, `return mark(${find});`, args);

export const byLabel = (engine: Engine, label: string) =>
  control(engine, `the field "${label}"`, "byLabel(arguments[0])", [label]);

export const byRole = (engine: Engine, name: string) =>
  control(engine, `the button or link "${name}"`, "byRole(arguments[0])", [name]);

export async function typeInto(engine: Engine, label: string, text: string): Promise<void> {
  await engine.type(await byLabel(engine, label), text);
}

/** Sets a select or date field as the browser's own picker does: value, then input and change. */
export async function choose(engine: Engine, label: string, value: string): Promise<void> {
  const selector = await byLabel(engine, label);
  await inPage(
    engine,
    `const element = document.querySelector(arguments[0]);
     const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value").set;
     setter.call(element, arguments[1]);
     element.dispatchEvent(new Event("input", { bubbles: true }));
     element.dispatchEvent(new Event("change", { bubbles: true }));`,
    selector,
    value,
  );
}

export async function press(engine: Engine, name: string): Promise<void> {
  await engine.click(await byRole(engine, name));
}

export const waitForText = (engine: Engine, text: string | RegExp, timeoutMs = STEP_MS) =>
  waitFor(
    engine,
    `the text ${String(text)}`,
    typeof text === "string"
      ? "return pageText().includes(arguments[0]);"
      : "return new RegExp(arguments[0], arguments[1]).test(pageText());",
    typeof text === "string" ? [text] : [text.source, text.flags],
    timeoutMs,
  );

/** Loads a page and waits until the app has started on it. */
export async function open(engine: Engine, path: string): Promise<void> {
  await engine.goto(path);
  await waitFor(
    engine,
    `the app to start on ${path}`,
    "return document.documentElement.hasAttribute('data-app-ready');",
  );
}

/** Fails when the page offers an update: no new build exists during the suite. */
export async function noUpdateOffer(engine: Engine): Promise<void> {
  const offered = await inPage<boolean>(engine, "return pageText().includes('Update available');");
  if (offered) throw new Error(`${engine.name}: "Update available" shown with no new build`);
}

/** A public page at a phone's width: no sideways scrolling, the heading on screen. */
export async function publicPage(engine: Engine): Promise<void> {
  await open(engine, "/");
  const fit = await inPage<{ width: number; scroll: number; heading: boolean }>(
    engine,
    `return { width: innerWidth, scroll: document.documentElement.scrollWidth,
      heading: visible(document.querySelector("h1")) };`,
  );
  if (fit.width > 400 || fit.scroll > fit.width || !fit.heading)
    throw new Error(`${engine.name}: the home page at ${fit.width} px: ${JSON.stringify(fit)}`);
}

/** The menu drawer opens from Menu and a link in it goes to its page. */
export async function menu(engine: Engine): Promise<void> {
  await open(engine, "/");
  await press(engine, "Menu");
  const link = await control(
    engine,
    "the Industries link in the open menu",
    `(() => { const drawer = document.getElementById("mobile-menu");
      // Once its slide-in has finished: a link still moving cannot be tapped.
      const still = drawer && drawer.getAnimations({ subtree: true }).every((each) => each.playState !== "running");
      return drawer && drawer.matches(":popover-open") && still ?
        [...drawer.querySelectorAll("a")].find((each) => visible(each) && words(each) === "Industries") : null; })()`,
  );
  await engine.click(link);
  await waitFor(
    engine,
    "the Industries page",
    "return location.pathname === '/industries' && visible(document.querySelector('h1'));",
  );
}

/**
 * The quote form: a Submit with nothing filled focuses the first field with
 * its label below the sticky header; filled in, the quote is sent.
 */
export async function quote(engine: Engine, email: string): Promise<void> {
  await open(engine, "/get-quote");
  // The button waits for the agreement; with it ticked and nothing else, Submit shows the problems.
  await engine.click(
    await control(engine, "the consent checkbox", "document.querySelector('input[type=checkbox]')"),
  );
  await press(engine, "Get My Free Quote");
  const placement = await waitFor<{ label: number; header: number; field: string }>(
    engine,
    "focus on the first invalid field",
    `const field = document.activeElement;
     if (!field || field.getAttribute("aria-invalid") !== "true") return null;
     const label = document.querySelector('label[for="' + field.id + '"]');
     const header = document.querySelector("header");
     return { label: (label || field).getBoundingClientRect().top,
       header: header ? header.getBoundingClientRect().bottom : 0, field: field.id };`,
  );
  if (placement.label < placement.header)
    throw new Error(
      `${engine.name}: the focused field's label is under the header: ${JSON.stringify(placement)}`,
    );

  await typeInto(engine, "Company Name", "Blue Line Hauling");
  await typeInto(engine, "Contact Name", "Pat Driver");
  await typeInto(engine, "Email Address", email);
  await typeInto(engine, "Phone Number", "(801) 555-0142");
  await typeInto(engine, "MC Number", "MC-884213");
  await typeInto(engine, "DOT Number", "3312456");
  await choose(engine, "Monthly Revenue", "50k-100k");
  await choose(engine, "Business Type", "small-fleet");
  await choose(engine, "Years in Business", "3-5");
  await typeInto(engine, "Number of Trucks", "6");
  await choose(engine, "Services Interested In", "factoring");
  await press(engine, "Get My Free Quote");
  await waitForText(engine, "Quote Submitted!");
}

/** Signs the client in through the sign-in page. */
export async function signIn(engine: Engine, client: { username: string; password: string }): Promise<void> {
  await open(engine, "/client-login");
  await typeInto(engine, "Username", client.username);
  await typeInto(engine, "Password", client.password);
  await press(engine, "Sign In");
  await waitFor(engine, "the client dashboard", "return location.pathname === '/client-dashboard';");
}

export interface InvoiceFiles {
  photo: string;
  pdf: string;
}

/** The portal's reserve statement: the period's balances and movements, or the empty period, drawn. */
export async function statement(engine: Engine): Promise<void> {
  await open(engine, "/statement");
  await waitForText(engine, "Reserve statement");
  await waitForText(engine, "Closing balance");
  await waitForText(engine, /No movements in this period|Reserve paid to you|paid in full/);
  await byRole(engine, "Download PDF");
}

/** Fills the new-invoice form with a PDF rate confirmation and a photo of the BOL, up to its review. */
export async function fillInvoice(engine: Engine, loadNumber: string, files: InvoiceFiles): Promise<void> {
  await waitFor(engine, "the invoice form", "return !!byLabel('Broker or customer');");
  await choose(engine, "Pickup date", "2026-11-02");
  await choose(engine, "Delivery date", "2026-11-04");
  await typeInto(engine, "Broker or customer", "Summit Logistics");
  await typeInto(engine, "Load or PO number", loadNumber);
  await typeInto(engine, "Invoice amount", "2450.00");
  await press(engine, "Next: Documents");
  await waitFor(engine, "the Documents step", "return words(document.activeElement) === 'Documents';");
  await engine.upload('[data-testid="files-rate-confirmation"]', files.pdf);
  await engine.upload('[data-testid="camera-bol-pod"]', files.photo);
  await waitFor(
    engine,
    "both pages scanned",
    `const pages = [...document.querySelectorAll("li[data-state]")].map((each) => each.dataset.state);
     if (pages.includes("failed")) throw new Error("a page failed: " + pageText().slice(0, 400));
     return pages.length === 2 && pages.every((state) => state === "ready");`,
    [],
    120_000,
  );
  await press(engine, "Next: Review");
  await waitFor(engine, "the Review step", "return words(document.activeElement) === 'Review';");
}

/** What the invoice screen says once the server has the invoice: its reference. */
export const sentReference = (engine: Engine, timeoutMs = STEP_MS) =>
  waitFor<string>(
    engine,
    "the invoice sent, with its reference",
    "const found = /Reference (INV-[0-9A-Z-]+)/.exec(pageText()); return found ? found[1] : null;",
    [],
    timeoutMs,
  );

/** Submit invoice with signal: it leaves and the screen gives its reference. */
export async function submitInvoice(
  engine: Engine,
  loadNumber: string,
  files: InvoiceFiles,
): Promise<string> {
  await open(engine, "/invoices/new");
  await fillInvoice(engine, loadNumber, files);
  await press(engine, "Submit invoice");
  return sentReference(engine, 120_000);
}

/**
 * Submit invoice with the server gone (killed once the pages are scanned):
 * the screen says it waits for signal
 * (and, where the phone cannot keep it, to keep the page open); once the
 * server is back, Send now sends it.
 */
export async function submitWhileUnreachable(
  engine: Engine,
  loadNumber: string,
  files: InvoiceFiles,
  server: { stop(): Promise<void>; start(): Promise<void> },
): Promise<{ reference: string; notKept: boolean }> {
  await open(engine, "/invoices/new");
  // The form has its sending code in hand: from here on, Submit needs no server to keep or queue.
  await waitFor(
    engine,
    "the invoice form ready to send",
    "return !!document.querySelector('form[data-ready-to-send]');",
  );
  await fillInvoice(engine, loadNumber, files);
  // Gone after the scans: WebKit's automation browser runs no service worker to serve the scanner's
  // code, and sending, not scanning, is what this step is about.
  await server.stop();
  const warned = await inPage<boolean>(
    engine,
    "return pageText().includes('This browser cannot keep invoices');",
  );
  await press(engine, "Submit invoice");
  await waitForText(engine, "Waiting for signal");
  const notKept = await inPage<boolean>(engine, "return !!document.querySelector('[data-not-kept]');");
  // What the form said before Submit is what happened: kept on the phone, or sent from the page.
  if (warned !== notKept)
    throw new Error(
      `${engine.name}: before Submit the form said it ${warned ? "cannot" : "can"} keep the invoice`,
    );
  await server.start();
  await press(engine, "Send now");
  return { reference: await sentReference(engine, 120_000), notKept };
}
