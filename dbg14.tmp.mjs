import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
await page.goto("http://localhost:3241/");
console.log(await page.evaluate(() => {
  const rig = document.getElementById("hero-rig");
  const svg = rig.ownerSVGElement;
  const out = { svg: svg.getBoundingClientRect().toJSON(), frame: svg.parentElement.getBoundingClientRect().toJSON(), rig: rig.getBoundingClientRect().toJSON() };
  out.wide = [...rig.querySelectorAll("*")].map(e => [e.tagName, e.getAttribute("x") ?? e.getAttribute("cx") ?? e.getAttribute("d")?.slice(0,20), Math.round(e.getBoundingClientRect().right)]).filter(x => x[2] > 360);
  return out;
}));
await browser.close();
