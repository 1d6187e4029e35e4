import type { Page } from "@playwright/test";
import sharp from "sharp";
import { test, expect } from "./fixtures";
import { signInAsStaff, toasts } from "./admin-helpers";

interface TeamMember {
  id: string;
  name: string;
  role: string;
  experience: string;
  bio: string;
  profileImage: string | null;
  translations: { es?: { role: string; experience: string; bio: string } };
}

const NOT_AN_IMAGE = "Please select a valid image file (JPG, PNG, etc.)";
const TOO_LARGE = "Image file is too large. Please use an image smaller than 5MB.";

async function team(page: Page): Promise<TeamMember[]> {
  return (await (await page.request.get("/api/team-members")).json()).teamMembers;
}

/** The card of one member, found by its heading. */
const cardOf = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test.beforeEach(async ({ page }) => {
  await signInAsStaff(page);
});

test("shows 'Loading team members...' and then every member's card", async ({ page }) => {
  const members = await team(page);
  expect(members.length).toBeGreaterThan(0);
  // The team's answer is held until the loading state has been seen: the route's loader asks for the
  // team as soon as the screen is chosen, so a fixed delay could end before the app has even started.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/team-members", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin/team");
  await expect(page.getByRole("heading", { level: 1, name: "Team Management" })).toBeVisible();
  await expect(page.getByText("Manage team member profiles and upload their photos.")).toBeVisible();
  await expect(page.getByText("Loading team members...")).toBeVisible();
  release();
  for (const member of members) {
    const card = cardOf(page, member.name);
    await expect(card).toContainText(member.role);
    await expect(card).toContainText(member.experience);
    await expect(card).toContainText(member.bio.slice(0, 40));
    if (member.profileImage)
      await expect(card.getByRole("img", { name: `Photo of ${member.name}` })).toBeVisible();
    else await expect(card.getByRole("img", { name: `No photo of ${member.name} yet` })).toBeVisible();
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("two columns on a desktop, one on a phone", async ({ page }) => {
  await page.goto("/admin/team");
  const cards = page.getByRole("list", { name: "Team members" }).getByRole("listitem");
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeCloseTo(first!.y, 0);
  await page.setViewportSize({ width: 375, height: 800 });
  const [narrowFirst, narrowSecond] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(narrowSecond!.y).toBeGreaterThan(narrowFirst!.y + narrowFirst!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("edits a member: all fields required, Cancel discards, Save stores", async ({ page }) => {
  const [member] = await team(page);
  const original = {
    name: member!.name,
    role: member!.role,
    experience: member!.experience,
    bio: member!.bio,
  };
  try {
    await page.goto("/admin/team");
    const card = cardOf(page, member!.name);
    await card.getByRole("button", { name: `Edit ${member!.name}` }).click();
    const form = page.getByRole("form", { name: `Edit ${member!.name}` });
    await expect(form.getByLabel(/^Name/)).toBeFocused();
    await expect(form.getByLabel(/^Role(?! in)/)).toHaveValue(member!.role);

    await form.getByLabel(/^Role(?! in)/).fill("   ");
    await form.getByLabel(/^Bio(?! in)/).fill("");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Role is required")).toBeVisible();
    await expect(form.getByText("Bio is required")).toBeVisible();

    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toBeHidden();
    await expect(card).toContainText(member!.role);
    await expect(card.getByRole("button", { name: `Edit ${member!.name}` })).toBeFocused();

    await card.getByRole("button", { name: `Edit ${member!.name}` }).click();
    await form.getByLabel(/^Role(?! in)/).fill("Chief Executive Officer and Founder");
    await form.getByLabel(/^Experience(?! in)/).fill("23 years in transportation finance");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Team member updated successfully");
    await expect(card).toContainText("Chief Executive Officer and Founder");
    await expect(card).toContainText("23 years in transportation finance");

    const stored = (await team(page)).find((entry) => entry.id === member!.id)!;
    expect(stored.role).toBe("Chief Executive Officer and Founder");
    await page.reload();
    await expect(cardOf(page, member!.name)).toContainText("Chief Executive Officer and Founder");
  } finally {
    await page.request.put(`/api/team-members/${member!.id}`, { data: original });
  }
});

test("staff write a card's Spanish words; /es/about shows them, and the English where none is written, marked", async ({
  page,
  browser,
  baseURL,
}) => {
  const [member] = await team(page);
  const original = {
    name: member!.name,
    role: member!.role,
    experience: member!.experience,
    bio: member!.bio,
    translations: member!.translations,
  };
  try {
    await page.goto("/admin/team");
    const card = cardOf(page, member!.name);
    await expect(card.getByText("Spanish: written")).toBeVisible();
    await card.getByRole("button", { name: `Edit ${member!.name}` }).click();
    const form = page.getByRole("form", { name: `Edit ${member!.name}` });
    await expect(form.getByRole("group", { name: "In Spanish" })).toBeVisible();
    await expect(form.getByLabel(/^Role in Spanish/)).toHaveValue(member!.translations.es!.role);
    await form.getByLabel(/^Role in Spanish/).fill("Directora general y fundadora");
    await form.getByLabel(/^Experience in Spanish/).fill("");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Team member updated successfully");
    const summary = card.getByText("Spanish: 2 of 3 written, the rest shows in English");
    await summary.click();
    await expect(card.getByText("Directora general y fundadora")).toBeVisible();

    // A reader's phone without the staff's session or service worker: the page as the server sends it.
    const reader = await browser.newContext({ baseURL, serviceWorkers: "block" });
    const about = await reader.newPage();
    await about.goto("/es/about");
    const spanishCard = about
      .getByRole("article")
      .filter({ has: about.getByRole("heading", { name: member!.name }) });
    await expect(spanishCard.getByText("Directora general y fundadora")).toBeVisible();
    // Only the experience, which has no Spanish words, is said to be English.
    await expect(spanishCard.locator('[lang="en"]')).toHaveText([member!.experience]);
    await expect(spanishCard.getByText("Texto en inglés")).toBeVisible();
    await expect(spanishCard).toContainText(member!.translations.es!.bio.slice(0, 40));
    await reader.close();
  } finally {
    await page.request.put(`/api/team-members/${member!.id}`, { data: original });
  }
});

test("a failed save shows 'Failed to update team member' and keeps the form", async ({ page }) => {
  const [member] = await team(page);
  await page.route(`**/api/team-members/${member!.id}`, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, json: { error: "Database unavailable" } })
      : route.continue(),
  );
  await page.goto("/admin/team");
  await cardOf(page, member!.name)
    .getByRole("button", { name: `Edit ${member!.name}` })
    .click();
  const form = page.getByRole("form", { name: `Edit ${member!.name}` });
  await form.getByLabel(/^Experience(?! in)/).fill("Changed but not saved");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page)).toContainText("Failed to update team member");
  await expect(form.getByLabel(/^Experience(?! in)/)).toHaveValue("Changed but not saved");
});

test("the photo button appears on keyboard focus and opens an image-only picker", async ({ page }) => {
  const [member] = await team(page);
  await page.goto("/admin/team");
  const button = cardOf(page, member!.name).getByRole("button", { name: `Change photo of ${member!.name}` });
  await expect(button).toHaveCSS("opacity", "0");
  await button.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS("opacity", "1");
  // What opens the picker is a click reaching the card's file input. Chromium's own file-chooser
  // event is known to go missing now and then on a busy machine, so the test listens for that click
  // (and stops the native dialog, which a headless browser cannot show anyway).
  const picker = await button.evaluateHandle((element) => {
    const input = element.closest("div")!.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = { accept: null as string | null };
    input.addEventListener("click", (event) => {
      event.preventDefault();
      opened.accept = input.accept;
    });
    return opened;
  });
  await page.keyboard.press("Enter");
  await expect.poll(() => picker.evaluate((opened) => opened.accept)).toBe("image/*");

  await page.mouse.move(0, 0);
  await button.blur();
  await expect(button).toHaveCSS("opacity", "0");
  await button.hover();
  await expect(button).toHaveCSS("opacity", "1");
});

test.describe("photo rules", () => {
  test("refuses a file that is not an image, without uploading", async ({ page }) => {
    const [member] = await team(page);
    let uploads = 0;
    page.on("request", (request) => {
      if (request.method() === "PUT") uploads += 1;
    });
    await page.goto("/admin/team");
    await cardOf(page, member!.name)
      .locator('input[type="file"]')
      .setInputFiles({
        name: "notes.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("not a picture"),
      });
    await expect(toasts(page)).toContainText(NOT_AN_IMAGE);
    await expect(toasts(page)).toContainText("Error");
    expect(uploads).toBe(0);
  });

  test("refuses an SVG, which can carry scripts", async ({ page }) => {
    const [member] = await team(page);
    await page.goto("/admin/team");
    await cardOf(page, member!.name)
      .locator('input[type="file"]')
      .setInputFiles({
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
    await expect(toasts(page)).toContainText(NOT_AN_IMAGE);
  });

  test("refuses an image over 5 MB with its message, without uploading", async ({ page }) => {
    const [member] = await team(page);
    let uploads = 0;
    page.on("request", (request) => {
      if (request.method() === "PUT") uploads += 1;
    });
    await page.goto("/admin/team");
    await cardOf(page, member!.name)
      .locator('input[type="file"]')
      .setInputFiles({
        name: "huge.png",
        mimeType: "image/png",
        buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
      });
    await expect(toasts(page)).toContainText(TOO_LARGE);
    expect(uploads).toBe(0);
  });

  test("an image the browser cannot read shows 'Failed to read image file'", async ({ page }) => {
    const [member] = await team(page);
    await page.goto("/admin/team");
    await cardOf(page, member!.name)
      .locator('input[type="file"]')
      .setInputFiles({
        name: "broken.png",
        mimeType: "image/png",
        buffer: Buffer.from("this is not really a png"),
      });
    await expect(toasts(page)).toContainText("Failed to read image file");
  });

  test("a refused upload shows 'Failed to upload image' and clears the spinner", async ({ page }) => {
    const members = await team(page);
    const member = members.at(-1)!;
    await page.route(`**/api/team-members/${member.id}`, (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, json: { error: "Disk full" } })
        : route.continue(),
    );
    await page.goto("/admin/team");
    const card = cardOf(page, member.name);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0b2545" } })
      .png()
      .toBuffer();
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: "small.png", mimeType: "image/png", buffer: png });
    await expect(toasts(page)).toContainText("Failed to upload image");
    await expect(card.getByRole("button", { name: /Change photo/ })).toBeEnabled();
  });

  test("uploads a real photo, scaled down in the browser, and shows it", async ({ page }) => {
    const members = await team(page);
    const member = members.at(-1)!;
    const png = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 242, g: 169, b: 0 } },
    })
      .png()
      .toBuffer();
    await page.route(`**/api/team-members/${member.id}`, async (route) => {
      if (route.request().method() !== "PUT") return route.continue();
      // Hold the answer briefly so the spinner can be seen.
      await new Promise((resolve) => setTimeout(resolve, 400));
      return route.continue();
    });
    await page.goto("/admin/team");
    const card = cardOf(page, member.name);
    const [request] = await Promise.all([
      page.waitForRequest(
        (candidate) =>
          candidate.method() === "PUT" && candidate.url().endsWith(`/api/team-members/${member.id}`),
      ),
      card
        .locator('input[type="file"]')
        .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: png }),
    ]);
    await expect(card.getByRole("button", { name: /Uploading/ })).toBeDisabled();

    const sent = request.postDataJSON() as { profileImage: string };
    expect(sent.profileImage).toMatch(/^data:image\/(webp|jpeg);base64,/);
    const sentImage = await sharp(Buffer.from(sent.profileImage.split(",")[1]!, "base64")).metadata();
    expect(Math.max(sentImage.width!, sentImage.height!)).toBe(512);
    expect(sentImage.width! / sentImage.height!).toBeCloseTo(1.6, 1);

    await expect(toasts(page)).toContainText("Success");
    await expect(toasts(page)).toContainText("Profile image updated successfully");
    const photo = card.getByRole("img", { name: `Photo of ${member.name}` });
    await expect(photo).toHaveAttribute("src", new RegExp(`/api/team-members/${member.id}/photo`));
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByRole("button", { name: /Change photo/ })).toBeEnabled();

    const stored = (await team(page)).find((entry) => entry.id === member.id)!;
    expect(stored.profileImage).toMatch(new RegExp(`^/api/team-members/${member.id}/photo`));
  });
});

test("a save after the session ended returns to the sign-in screen", async ({ page, context }) => {
  const [member] = await team(page);
  await page.goto("/admin/team");
  await cardOf(page, member!.name)
    .getByRole("button", { name: `Edit ${member!.name}` })
    .click();
  await context.clearCookies();
  await page
    .getByRole("form", { name: `Edit ${member!.name}` })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await team(page)).find((entry) => entry.id === member!.id)!.name).toBe(member!.name);
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("an edit shows after a reload even when the service worker controls the page", async ({ page }) => {
    // About caches the team for offline use; staff must still see what they saved.
    await page.goto("/about");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const [member] = await team(page);
    const original = {
      name: member!.name,
      role: member!.role,
      experience: member!.experience,
      bio: member!.bio,
    };
    try {
      await page.goto("/admin/team");
      await cardOf(page, member!.name)
        .getByRole("button", { name: `Edit ${member!.name}` })
        .click();
      await page
        .getByRole("form", { name: `Edit ${member!.name}` })
        .getByLabel(/^Role(?! in)/)
        .fill("Head of Everything");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(cardOf(page, member!.name)).toContainText("Head of Everything");
      await page.reload();
      await expect(cardOf(page, member!.name)).toContainText("Head of Everything");
    } finally {
      await page.request.put(`/api/team-members/${member!.id}`, { data: original });
    }
  });
});
