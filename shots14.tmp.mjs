import { chromium } from "playwright-core";
const [,, out, width, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, deviceScaleFactor: 1 });
const page = await context.newPage();
for (const p of paths) {
  const [path, selector] = p.split("#");
  await page.goto("http://localhost:3241" + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  const name = `${out}/${width}${path.replace(/[/?=&]/g, "_")}${selector ? "-" + selector.replace(/\W/g, "") : ""}.png`;
  if (selector) {
    const el = page.locator(selector).first();
    await el.scrollIntoViewIfNeeded();
    await el.screenshot({ path: name });
  } else await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
