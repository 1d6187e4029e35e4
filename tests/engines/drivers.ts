import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { Builder, By, type WebDriver } from "selenium-webdriver";
import { freePort } from "../support/free-port";

/*
 * One small interface over two well-kept WebDriver clients, so each flow is
 * written once: puppeteer-core drives Debian's Firefox ESR over WebDriver
 * BiDi, selenium-webdriver drives Debian's WebKitGTK through WebKitWebDriver
 * (its automation browser on a virtual X display). Both run page scripts
 * through the protocol, which the page's Content Security Policy does not
 * govern. See tests/engines/README.md.
 */

export type EngineName = "firefox" | "webkit";

export interface Engine {
  readonly name: EngineName;
  /** Loads a path of the server under test and waits for the load event. */
  goto(path: string): Promise<void>;
  /** Runs `body` (a function body; `args` are its `arguments`) in the page, awaiting a returned promise. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  click(selector: string): Promise<void>;
  /** Types into an empty field, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Picks a file in a file input (hidden ones too). */
  upload(selector: string, file: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The phone's width, CSS pixels. */
export const PHONE = { width: 390, height: 844 } as const;

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** `body` as one expression both clients evaluate, with `args` as its `arguments`. */
const expression = (body: string, args: unknown[]) =>
  `(async function () { ${body} }).apply(null, ${JSON.stringify(args)})`;

/** Firefox ESR over WebDriver BiDi with its default preferences (no permission is answered for it). */
export async function launchFirefox(origin: string): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    protocolTimeout: 120_000,
  });
  try {
    const page: Page = await browser.newPage();
    await page.setViewport(PHONE);
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(90_000);
    return {
      name: "firefox",
      async goto(to) {
        // The document, not every subresource: the flows then wait for the app's own signal
        // (`data-app-ready`) and print the screen when it never comes. Once in CI, Firefox's "load"
        // did not come within 90 s on the sign-in page and the step failed with nothing to read.
        await page.goto(new URL(to, origin).href, { waitUntil: "domcontentloaded" });
      },
      run: <T>(body: string, ...args: unknown[]) => page.evaluate(expression(body, args)) as Promise<T>,
      async click(selector) {
        await page.click(selector);
      },
      async type(selector, text) {
        await page.type(selector, text);
      },
      async upload(selector, file) {
        const input = await page.$(selector);
        if (!input) throw new Error(`no file input ${selector}`);
        await (input as unknown as { uploadFile(file: string): Promise<void> }).uploadFile(file);
      },
      async screenshot(file) {
        await page.screenshot({ path: file as `${string}.png` });
      },
      async close() {
        await browser.close();
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Resolves once `check` does, trying again on each failure until `deadline`. */
async function until(what: string, check: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what}: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * WebKitGTK's MiniBrowser in automation mode (storage kept in memory only,
 * as Safari's Private Browsing keeps it), through WebKitWebDriver, on an
 * Xvfb display of its own. A gtk.css under its own XDG_CONFIG_HOME lets the
 * window be as narrow as a phone.
 */
export async function launchWebKit(origin: string): Promise<Engine> {
  const home = mkdtempSync(path.join(tmpdir(), "tpf-webkit-"));
  mkdirSync(path.join(home, "gtk-3.0"));
  writeFileSync(path.join(home, "gtk-3.0", "gtk.css"), "* { min-width: 0; min-height: 0; }\n");
  let xvfb: ChildProcess | undefined;
  let driverProcess: ChildProcess | undefined;
  let driver: WebDriver | undefined;
  const stopAll = async () => {
    await driver?.quit().catch(() => undefined);
    await stopProcess(driverProcess);
    await stopProcess(xvfb);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const display = await new Promise<string>((resolve, reject) => {
      // -displayfd: Xvfb picks a free display number and writes it to that descriptor once ready.
      xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
        stdio: ["ignore", "ignore", "pipe", "pipe"],
      });
      xvfb.once("error", reject);
      xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code})`)));
      xvfb.stdio[3]?.once("data", (data: Buffer) => resolve(data.toString().trim()));
    });
    const port = await freePort();
    driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: `:${display}`, XDG_CONFIG_HOME: home },
      stdio: ["ignore", "ignore", "pipe"],
    });
    await until("WebKitWebDriver did not start", () => fetch(`http://127.0.0.1:${port}/status`), 30_000);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
      })
      .build();
    await driver.manage().setTimeouts({ script: 90_000, pageLoad: 90_000 });
    await driver.manage().window().setRect({ width: PHONE.width, height: PHONE.height });
    await driver.get("about:blank");
    // The window's frame takes some of its width: size it so the page itself is a phone's width.
    const inner = (await driver.executeScript("return innerWidth")) as number;
    if (inner !== PHONE.width)
      await driver
        .manage()
        .window()
        .setRect({ width: PHONE.width + (PHONE.width - inner), height: PHONE.height });
    const webDriver = driver;
    const element = async (selector: string) => {
      const found = await webDriver.findElement(By.css(selector));
      // WebKit's smooth scrolling defeats the driver's own scrolling into view.
      await webDriver.executeScript(
        "arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })",
        found,
      );
      return found;
    };
    return {
      name: "webkit",
      async goto(to) {
        await webDriver.get(new URL(to, origin).href);
      },
      run: <T>(body: string, ...args: unknown[]) =>
        webDriver.executeScript(`return ${expression(body, args)}`) as Promise<T>,
      async click(selector) {
        await (await element(selector)).click();
      },
      async type(selector, text) {
        await (await element(selector)).sendKeys(text);
      },
      async upload(selector, file) {
        // The driver types a path only into a file input it can see: show it for that moment.
        const input = await webDriver.findElement(By.css(selector));
        await webDriver.executeScript("arguments[0].hidden = false", input);
        await input.sendKeys(file);
        await webDriver.executeScript("arguments[0].hidden = true", input);
      },
      async screenshot(file) {
        writeFileSync(file, await webDriver.takeScreenshot(), "base64");
      },
      close: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
