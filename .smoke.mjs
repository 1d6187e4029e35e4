import { chromium } from "playwright-core";
const base = "http://localhost:3000";
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
for (const p of paths) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: "block" });
  const page = await ctx.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text().slice(0, 200)); });
  page.on("pageerror", (e) => errors.push("pageerror: " + e.message.slice(0, 200)));
  let scripts = 0; page.on("request", (r) => { if (r.resourceType() === "script") scripts++; });
  const res = await page.goto(base + p);
  const ok = await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"), null, { timeout: 8000 }).then(() => true, () => false);
  const islands = await page.evaluate(() => [...document.querySelectorAll("[data-island]")].map(e => e.dataset.island + (e.hasAttribute("data-hydrated") ? "✓" : "…")).join(" "));
  console.log(res.status(), p, ok ? "ready" : "NOT READY", "scripts", scripts, "|", islands, errors.length ? "\n   ERR " + errors.join("\n   ERR ") : "");
  await ctx.close();
}
await browser.close();
