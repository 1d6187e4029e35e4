import { chromium } from "playwright-core";
const [,, out, width, path, y, h] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(h) } });
await page.goto("http://localhost:3241" + path, { waitUntil: "networkidle" });
await page.evaluate((top) => window.scrollTo(0, top), Number(y));
await page.waitForTimeout(400);
await page.screenshot({ path: out });
await browser.close();
