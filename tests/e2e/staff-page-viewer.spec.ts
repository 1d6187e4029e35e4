import { documentPhoto, ratePdf } from "../fixtures/invoice-inputs";
import { signInAsStaff } from "./admin-helpers";
import { animationsFinished, appReady, attachScreenshot, expect, test } from "./fixtures";
import { clientBeside, submitInvoice, uploadPage } from "./invoice-helpers";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * The staff page viewer on the production build (docs/decisions/0130-page-viewer.md,
 * 0131-page-quality-warnings.md): a client's invoice with a three-page PDF
 * rate confirmation and two BOL photos, one the phone found too dark; staff
 * step through every sheet with the keyboard, zoom, turn a page, download
 * it; the turn is kept after a reload and on the client's own screen.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 180_000 });

// slow: an invoice of several pages is sent first, then each page is opened large.
test("staff read every page large, turn one for everyone and download it", async ({
  page,
  browser,
  baseURL,
  client,
}) => {
  const { context: clientContext, page: clientPage } = await clientBeside(browser, baseURL, client);
  const photo = (title: string) => documentPhoto({ width: 900, height: 1200, title });
  const pages = [
    await uploadPage(clientPage.request, await ratePdf(3), "rate-confirmation"),
    await uploadPage(clientPage.request, await photo("first bill of lading"), "bol-pod"),
    await uploadPage(clientPage.request, await photo("second bill of lading"), "bol-pod", {
      order: 2,
      warnings: ["dark"],
    }),
  ];
  const reference = await submitInvoice(clientPage.request, pages);

  // pdf.js comes from the staff chunk, with the detail: it draws the PDF's thumbnail.
  const pdfjsLoads: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/pdf(\.worker)?[.-]/.test(request.url())) pdfjsLoads.push(request.url());
  });
  await signInAsStaff(page);
  await page.goto(`/admin/invoices/${reference}`);
  await appReady(page);
  const secondBol = page.getByRole("button", { name: "View Signed BOL / proof of delivery, page 2" });
  await expect(secondBol).toContainText("Too dark");
  await expect(page.getByText("The driver's phone found this page too dark.")).toBeVisible();

  // The PDF's thumbnail is its first sheet, drawn, with the number of sheets it holds: not a blank tile.
  const pdfThumb = page.getByRole("button", { name: "View Rate confirmation, page 1" });
  const firstSheet = pdfThumb.getByRole("img", { name: "Rate confirmation, page 1" });
  await expect
    .poll(() => firstSheet.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(100);
  await expect(pdfThumb).toContainText("PDF · 3 pages");
  expect(pdfjsLoads.length, "pdf.js loaded for the thumbnail").toBeGreaterThan(0);
  await attachScreenshot(
    page.getByRole("region", { name: "Rate confirmation" }),
    "a PDF's first sheet as its thumbnail",
  );

  await pdfThumb.click();
  const viewer = page.getByRole("dialog");
  const heading = viewer.getByRole("heading");
  await expect(heading).toHaveText(`Rate confirmation, page 1 of 3`);
  await expect(viewer).toContainText(reference);
  // The PDF's sheet is drawn on a canvas, at the size shown.
  const sheet = viewer.locator("canvas");
  await expect(sheet).toBeVisible();
  await expect.poll(() => sheet.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(300);
  await animationsFinished(viewer);
  await attachScreenshot(viewer, "viewer, a PDF sheet at 1280 px");

  const seen = [await heading.textContent()];
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press("ArrowRight");
    await expect(heading).not.toHaveText(seen.at(-1)!);
    seen.push(await heading.textContent());
  }
  expect(seen).toEqual([
    `Rate confirmation, page 1 of 3`,
    `Rate confirmation, page 2 of 3`,
    `Rate confirmation, page 3 of 3`,
    `Signed BOL / proof of delivery, page 1 of 2`,
    `Signed BOL / proof of delivery, page 2 of 2`,
  ]);
  await expect(viewer).toContainText("The driver's phone found this page too dark.");

  // Zoomed past the stage, the page pans by scrolling.
  const stage = viewer.getByRole("region", { name: /Signed BOL \/ proof of delivery, page 2 of 2/ });
  const image = viewer.getByRole("img", { name: "Signed BOL / proof of delivery, page 2 of 2" });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press("+");
  await page.keyboard.press("+");
  await expect(viewer.getByTestId("zoom")).toHaveText("200%");
  await expect
    .poll(() => stage.evaluate((element) => element.scrollHeight > element.clientHeight))
    .toBe(true);
  await stage.evaluate((element) => element.scrollBy(0, 200));
  await expect.poll(() => stage.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await page.keyboard.press("0");
  await expect(viewer.getByTestId("zoom")).toHaveText("100%");

  const saved = page.waitForResponse(
    (response) => response.request().method() === "PATCH" && /\/pages\//.test(response.url()),
  );
  await viewer.getByRole("button", { name: /Turn the page/ }).click();
  expect((await saved).status()).toBe(200);
  await expect(stage).toHaveAttribute("data-rotation", "90");
  await animationsFinished(viewer);
  await attachScreenshot(viewer, "viewer, a turned photo with the phone's warning at 1280 px");

  const download = page.waitForEvent("download");
  await viewer.getByRole("link", { name: /Download/ }).click();
  expect((await download).suggestedFilename()).toBe(`${reference}-bol-pod-2.jpg`);

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(secondBol).toBeFocused();

  await page.reload();
  await appReady(page);
  await expect(secondBol.getByRole("img")).toHaveAttribute("data-rotation", "90");
  await secondBol.click();
  await expect(
    page.getByRole("dialog").getByRole("region", { name: /page 2 of 2, turned 90 degrees/ }),
  ).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await animationsFinished(page.getByRole("dialog"));
  await attachScreenshot(page.getByRole("dialog"), "viewer at 375 px");
  await page.keyboard.press("Escape");
  await attachScreenshot(page, "staff detail pages at 375 px");

  // The client's own screen shows the page turned too.
  await clientPage.goto(`/invoices/${reference}`);
  await appReady(clientPage);
  const clientThumb = clientPage.getByRole("img", { name: "Signed BOL / proof of delivery, page 2" });
  await expect(clientThumb).toHaveAttribute("data-rotation", "90");
  expect(await clientThumb.evaluate((img) => getComputedStyle(img).transform)).not.toBe("none");
  await clientContext.close();
});
