const { chromium } = require("playwright-core");
(async () => {
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
for (const url of process.argv.slice(2)) {
const ctx = await browser.newContext({ serviceWorkers: "block" });
const page = await ctx.newPage();
const list = [];
page.on("response", async (r) => { if (r.request().resourceType() === "script") { const b = await r.body().catch(()=>Buffer.alloc(0)); list.push([new URL(r.url()).pathname, b.length]); } });
await page.goto(url, { waitUntil: "networkidle" });
const fs = require("fs");
let total = 0, br = 0;
for (const [p, n] of list) { const b = fs.existsSync("dist"+p+".br") ? fs.statSync("dist"+p+".br").size : n; total += n; br += b; if (process.env.V) console.log(String(n).padStart(8), String(b).padStart(7), p); }
console.log(url, "scripts", list.length, "raw", total, "br", br);
await ctx.close();
}
await browser.close();
})();
