import { chromium } from "playwright-core";
const [,, url, out, width="375"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
const errors = [];
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.type()+": "+m.text()); });
page.on("pageerror", (e) => errors.push("pageerror: " + e.message));
const requests = [];
page.on("request", (r) => { if (r.resourceType() === "script") requests.push(new URL(r.url()).pathname); });
await page.goto(url, { waitUntil: "load" });
const t0 = Date.now();
await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"), null, { timeout: 10000 }).catch(() => errors.push("no data-app-ready"));
console.log("ready after", Date.now() - t0, "ms; scripts:", requests.length);
console.log(await page.evaluate(() => [...document.querySelectorAll("[data-island]")].map(e => e.dataset.island + (e.hasAttribute("data-hydrated") ? "✓" : "…")).join(" ")));
if (width === "375") { await page.click("button[aria-label=Menu]"); await page.waitForTimeout(400); }
await page.screenshot({ path: out });
console.log(errors.join("\n"));
await browser.close();
