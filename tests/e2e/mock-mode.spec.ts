import { test, expect, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MOCK_CREDENTIALS } from "../../mocks/fixtures";
import { validQuote } from "../../mocks/fixture-requests";

// This file needs the service worker (offline copies, sending kept work, push): the suite blocks it elsewhere.
test.use({ serviceWorkers: "allow" });

/*
 * `npm run dev:mock` as a front-end developer runs it: Vite's dev server in
 * mock mode, MSW answering /api in the browser from the API app over sql.js.
 * Its own port (the e2e port + 1000), apart from the production server the
 * other specs use. A route override file is written for the run outside the
 * checkout and named to Vite with MOCK_OVERRIDES; a developer's own
 * mocks/overrides.local.ts is neither read nor touched.
 */
const PORT = Number(process.env.E2E_PORT ?? 3200) + 1000;
const LOCAL = `http://localhost:${PORT}`;
const overridesFolder = mkdtempSync(path.join(tmpdir(), "tpf-mock-overrides-"));
const OVERRIDES = path.join(overridesFolder, "overrides.ts");

let vite: ChildProcess | undefined;

/** The machine's address on its network, as a phone on the same Wi-Fi would use it. */
function lanAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
  if (!address) throw new Error("This machine has no network address besides loopback.");
  return address;
}

async function waitForServer(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The mock dev server did not answer at ${url}`);
}

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  writeFileSync(
    OVERRIDES,
    [
      'import { http, HttpResponse } from "msw";',
      "",
      "export const overrides = [",
      '  http.get("/api/health", () => HttpResponse.json({ status: "overridden" })),',
      "];",
      "",
    ].join("\n"),
  );
  vite = spawn(
    process.execPath,
    [
      "node_modules/vite/bin/vite.js",
      "--mode",
      "mock",
      "--port",
      String(PORT),
      "--strictPort",
      "--host",
      "0.0.0.0",
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEV_HTTPS_CERT: "", DEV_HTTPS_KEY: "", MOCK_OVERRIDES: OVERRIDES },
    },
  );
  await waitForServer(`${LOCAL}/`, 120_000);
});

test.afterAll(() => {
  vite?.kill("SIGTERM");
  rmSync(overridesFolder, { recursive: true, force: true });
});

/** Opens a page of the mock app and waits until MSW answers /api (until then Vite answers with its page). */
async function openMockApp(page: Page, url: string) {
  await page.goto(url);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          const answer = await fetch("/api/team-members");
          return answer.headers.get("content-type")?.startsWith("application/json") ?? false;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

// slow: the first page of a cold dev server, which transforms the app's modules as they are asked for.
test("from localhost the mocks answer with the fixtures; an override file answers its route first", async ({
  page,
}) => {
  await openMockApp(page, `${LOCAL}/about?mock-reset`);
  await expect(page.getByText("Karen Whitaker")).toBeVisible({ timeout: 30_000 });
  const health = await page.evaluate(async () => (await fetch("/api/health")).json());
  expect(health).toEqual({ status: "overridden" });
});

test("?mock-reset starts from the fixtures once, then leaves the address so a reload keeps what was done", async ({
  page,
}) => {
  await openMockApp(page, `${LOCAL}/get-quote?mock-reset`);
  await expect(page).toHaveURL(`${LOCAL}/get-quote`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Free Quote");
});

// slow: the mock-mode app starts in the browser (its mocks too) and is walked in both languages.
test("the mocks speak both languages: the Spanish pages, and a client's portal switched to Spanish and kept", async ({
  page,
}) => {
  await openMockApp(page, `${LOCAL}/es/?mock-reset`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // A full page load: wait for the mocks to answer again before signing in through them.
  await openMockApp(page, `${LOCAL}/about`);
  const signedIn = await page.evaluate(async (credentials) => {
    const answer = await fetch("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(credentials),
    });
    return answer.status;
  }, MOCK_CREDENTIALS.client);
  expect(signedIn).toBe(200);
  await page.goto(`${LOCAL}/client-dashboard`);
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("button", { name: "English" })).toBeVisible();
  // Kept on the account (the mocks' database), not only on this screen.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("/about?mock-fail=500: the team section shows its error with a retry, the rest of About stands, in one shell", async ({
  page,
}) => {
  await openMockApp(page, `${LOCAL}/about?mock-fail=500`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Fast, fair funding from people who know trucking" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our values" })).toBeVisible();
  const team = page.locator("section", {
    has: page.getByRole("heading", { name: "Meet our leadership team" }),
  });
  const notice = team.getByRole("alert");
  await expect(notice).toContainText("Our team could not be loaded just now. Please try again.", {
    timeout: 30_000,
  });
  await expect(notice.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.locator(".site > header")).toHaveCount(1);
  await expect(page.locator("main#main")).toHaveCount(1);
});

test("modules of the api/ source folder still load once the mocks answer /api (routes opened later need them)", async ({
  page,
}) => {
  await openMockApp(page, `${LOCAL}/about`);
  const module = await page.evaluate(async () => {
    const answer = await fetch("/api/contract/fields.ts");
    return { status: answer.status, type: answer.headers.get("content-type") };
  });
  expect(module).toEqual({ status: 200, type: expect.stringMatching(/javascript/) });
  await page.getByRole("link", { name: "Get Free Quote" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Your Free Quote");
  await expect(page.getByLabel(/Company Name/)).toBeVisible();
});

test("?mock-fail=500@/api/quotes fails that route only", async ({ page }) => {
  await openMockApp(page, `${LOCAL}/get-quote?mock-fail=500@/api/quotes`);
  const answers = await page.evaluate(async () => {
    const quote = await fetch("/api/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    const team = await fetch("/api/team-members");
    return { quote: quote.status, quoteBody: await quote.json(), team: team.status };
  });
  expect(answers).toEqual({
    quote: 500,
    quoteBody: { error: "Mock failure (mock-fail=500)." },
    team: 200,
  });
});

test("photos: the mocks refuse a corrupt image and store a large one at 512 px, in the browser", async ({
  page,
}) => {
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#2a6f97" } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 900, height: 1800, channels: 3, background: "#f4a259" } })
    .jpeg()
    .toBuffer();
  const corrupt = Buffer.concat([png.subarray(0, 33), Buffer.from("garbage ".repeat(64))]);
  await openMockApp(page, `${LOCAL}/about?mock-reset`);

  const result = await page.evaluate(
    async ({ staff, uploads }) => {
      const signIn = await fetch("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(staff),
      });
      const team = (await (await fetch("/api/team-members")).json()) as { teamMembers: { id: string }[] };
      const id = team.teamMembers[2]?.id ?? "";
      const outcomes = [];
      for (const upload of uploads) {
        const answer = await fetch(`/api/team-members/${id}`, {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ profileImage: `data:${upload.type};base64,${upload.base64}` }),
        });
        const body = (await answer.json()) as { error?: string; teamMember?: { profileImage: string } };
        if (!answer.ok || !body.teamMember) {
          outcomes.push({ status: answer.status, error: body.error });
          continue;
        }
        const photo = await fetch(body.teamMember.profileImage);
        const bitmap = await createImageBitmap(await photo.blob());
        outcomes.push({
          status: answer.status,
          type: photo.headers.get("content-type"),
          size: `${bitmap.width}x${bitmap.height}`,
        });
      }
      return { signIn: signIn.status, outcomes };
    },
    {
      staff: MOCK_CREDENTIALS.staff,
      uploads: [
        { type: "image/png", base64: corrupt.toString("base64") },
        { type: "image/png", base64: png.toString("base64") },
        { type: "image/jpeg", base64: jpeg.toString("base64") },
      ],
    },
  );

  expect(result).toEqual({
    signIn: 200,
    outcomes: [
      {
        status: 422,
        error: "The image could not be read. Please use a different JPG, PNG, WebP or GIF file.",
      },
      { status: 200, type: "image/png", size: "512x384" },
      { status: 200, type: "image/jpeg", size: "256x512" },
    ],
  });
});

/** Sends one quote from a tab of the mock app; the same key answers with the quote first stored. */
async function sendQuote(page: Page, email: string, idempotencyKey: string) {
  return page.evaluate(
    async ({ quote, key }) => {
      const answer = await fetch("/api/quotes", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify(quote),
      });
      const body = (await answer.json()) as { quote?: { reference: string } };
      return { status: answer.status, reference: body.quote?.reference };
    },
    { quote: { ...validQuote(), email }, key: idempotencyKey },
  );
}

/** The references of the quotes stored under one e-mail address, as staff see them from this tab. */
async function storedQuotes(page: Page, email: string) {
  return page.evaluate(
    async ({ staff, address }) => {
      const signIn = await fetch("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(staff),
      });
      if (!signIn.ok) throw new Error(`Staff sign-in answered ${signIn.status}`);
      const answer = await fetch(`/api/quotes/email/${encodeURIComponent(address)}`);
      const body = (await answer.json()) as { quotes: { reference: string }[] };
      return body.quotes.map((quote) => quote.reference);
    },
    { staff: MOCK_CREDENTIALS.staff, address: email },
  );
}

test.describe("several tabs share one mock database", () => {
  test("one Idempotency-Key sent from two tabs at once is stored once", async ({ context }) => {
    const first = await context.newPage();
    await openMockApp(first, `${LOCAL}/get-quote?mock-reset`);
    const second = await context.newPage();
    await openMockApp(second, `${LOCAL}/get-quote`);

    const email = "two-tabs.one-key@example.com";
    const answers = await Promise.all([
      sendQuote(first, email, "two-tabs-one-key"),
      sendQuote(second, email, "two-tabs-one-key"),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]?.reference).toBe(answers[0]?.reference);
    expect(await storedQuotes(first, email)).toEqual([answers[0]?.reference]);
    expect(await storedQuotes(second, email)).toEqual([answers[0]?.reference]);
  });

  test("a write in one tab is seen in the other, and neither tab's writes are lost", async ({ context }) => {
    const first = await context.newPage();
    await openMockApp(first, `${LOCAL}/get-quote?mock-reset`);
    const second = await context.newPage();
    await openMockApp(second, `${LOCAL}/get-quote`);

    const fromFirst = await sendQuote(first, "from-first-tab@example.com", "from-first-tab");
    const fromSecond = await sendQuote(second, "from-second-tab@example.com", "from-second-tab");
    expect(await storedQuotes(second, "from-first-tab@example.com")).toEqual([fromFirst.reference]);
    expect(await storedQuotes(first, "from-second-tab@example.com")).toEqual([fromSecond.reference]);

    // A reload of either tab reopens the one database with both writes in it.
    await openMockApp(first, `${LOCAL}/get-quote`);
    expect(await storedQuotes(first, "from-first-tab@example.com")).toEqual([fromFirst.reference]);
    expect(await storedQuotes(first, "from-second-tab@example.com")).toEqual([fromSecond.reference]);
  });

  test("when the tab that owns the database closes, the next takes over with every write", async ({
    context,
  }) => {
    const owner = await context.newPage();
    await openMockApp(owner, `${LOCAL}/get-quote?mock-reset`);
    const other = await context.newPage();
    await openMockApp(other, `${LOCAL}/get-quote`);
    const holders = () =>
      other.evaluate(async () => (await navigator.locks.query()).held?.map((lock) => lock.name) ?? []);
    expect(await holders()).toEqual(["tpf-mock-db"]);

    const before = await sendQuote(other, "before-handover@example.com", "before-handover");
    expect(before.status).toBe(201);
    await owner.close();

    // The other tab now holds the database, loaded from the copy the owner saved.
    expect(await storedQuotes(other, "before-handover@example.com")).toEqual([before.reference]);
    const again = await sendQuote(other, "before-handover@example.com", "before-handover");
    expect(again).toEqual(before);
    const after = await sendQuote(other, "after-handover@example.com", "after-handover");
    expect(after.status).toBe(201);
    const third = await context.newPage();
    await openMockApp(third, `${LOCAL}/get-quote`);
    expect(await storedQuotes(third, "before-handover@example.com")).toEqual([before.reference]);
    expect(await storedQuotes(third, "after-handover@example.com")).toEqual([after.reference]);
  });

  test("limits count in the owner tab, so reloading another tab does not start them again", async ({
    context,
  }) => {
    const owner = await context.newPage();
    await openMockApp(owner, `${LOCAL}/client-login?mock-reset`);
    const other = await context.newPage();
    await openMockApp(other, `${LOCAL}/client-login`);
    const failedSignIns = (page: Page, count: number) =>
      page.evaluate(
        async ({ username, times }) => {
          const statuses: number[] = [];
          for (let attempt = 0; attempt < times; attempt++) {
            const answer = await fetch("/api/auth/login", {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ username, password: "not-the-password" }),
            });
            statuses.push(answer.status);
          }
          return statuses;
        },
        { username: MOCK_CREDENTIALS.client.username, times: count },
      );

    expect(await failedSignIns(other, 10)).toEqual(Array<number>(10).fill(401));
    await openMockApp(other, `${LOCAL}/client-login`);
    expect(await failedSignIns(other, 1)).toEqual([429]);
  });
});

test("from another device over plain http, the page says what to do instead of staying blank", async ({
  page,
}) => {
  const address = `http://${lanAddress()}:${PORT}`;
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${address}/about`);
  const help = page.locator("#mock-secure-context-help");
  await expect(help.getByRole("heading", { level: 1 })).toHaveText(
    "The mock API cannot start at this address",
  );
  await expect(help.getByRole("link", { name: `${LOCAL}/about` })).toHaveAttribute("href", `${LOCAL}/about`);
  await expect(help).toContainText(`adb reverse tcp:${PORT} tcp:${PORT}`);
  await expect(help).toContainText("npm run dev:mock -- --host");
  // The console says why, in words, instead of "Cannot read properties of undefined (reading 'digest')".
  expect(errors.join("\n")).toContain("The mocks need localhost or HTTPS");
  expect(errors.join("\n")).not.toContain("digest");
});
