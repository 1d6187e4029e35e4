import { test, expect } from "./fixtures";
import { gotoHydrated } from "./public-helpers";

test.describe("the menu drawer on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("opens from the Menu button, lists every page and closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const trigger = page.getByRole("button", { name: "Menu" });
    // A native popover: the button names it, the browser tells assistive technology it is expanded.
    await expect(trigger).toHaveAttribute("popovertarget", "mobile-menu");
    await trigger.click();

    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
      "Home",
      "How It Works",
      "Industries",
      "Why TPF",
      "Resources",
      "About",
    ]);
    await expect(drawer.getByRole("link", { name: "Client Login" })).toHaveAttribute("href", "/client-login");
    await expect(drawer.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/get-quote");
    await expect(drawer.getByRole("link", { name: /Call \(801\) 555-0142/ })).toHaveAttribute(
      "href",
      "tel:+18015550142",
    );

    await drawer.getByRole("link", { name: "Industries" }).click();
    await expect(page).toHaveURL(/\/industries$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Funding for every kind of trucking business",
    );
  });

  test("works with a keyboard: Tab goes from Menu into the drawer, Escape closes and focus returns", async ({
    page,
  }) => {
    await gotoHydrated(page, "/resources");
    const trigger = page.getByRole("button", { name: /Menu/ });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // The drawer follows its button in the tab order: every link of it is reached in turn.
    const reached: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      await page.keyboard.press("Tab");
      const name = await drawer.locator(":focus").getAttribute("href");
      if (name) reached.push(name);
    }
    expect(reached).toEqual(expect.arrayContaining(["/", "/how-factoring-works", "/resources", "/about"]));

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page).toHaveURL(/\/resources$/);
  });

  test("a tap outside closes it, and the page behind does not scroll while it is open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("the close button and the Get Free Quote button close it too", async ({ page }) => {
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("button", { name: /Menu/ });
    await trigger.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    await trigger.click();
    await page.getByRole("dialog").getByRole("link", { name: "About" }).press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("the header on a desktop", () => {
  test("shows the links inline and no menu button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/why-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Why TPF" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: /Menu/ })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Client Login" })).toBeVisible();
  });
});

test("a skip link jumps to the main content", async ({ page }) => {
  await gotoHydrated(page, "/industries");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
