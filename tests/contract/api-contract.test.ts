import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { seedTeam } from "../../api/db/seed";
import { applicationFixtures, MOCK_CREDENTIALS, quoteFixtures } from "../../mocks/fixtures";
import { mockTarget, observe, serverTarget, sessionCookie, type Observed, type Target } from "./targets";

/**
 * One suite, two targets: every scenario runs against the MSW mocks and
 * against the real app on libSQL, and both must answer the same statuses,
 * headers that matter and bodies (ids and clock readings normalized).
 */

type Step = (step: string, path: string, init?: RequestInit) => Promise<Response>;
type Scenario = (send: Step) => Promise<void>;

async function run(target: Target, scenario: Scenario): Promise<Observed[]> {
  const observed: Observed[] = [];
  try {
    await scenario(async (step, path, init) => {
      const response = await target.fetch(path, init);
      observed.push(await observe(step, response.clone()));
      return response;
    });
  } finally {
    target.close();
  }
  return observed;
}

/** Runs a scenario on both targets; returns the (equal) observations for extra checks. */
async function bothAgree(scenario: Scenario): Promise<Observed[]> {
  const mocks = await run(await mockTarget(), scenario);
  const server = await run(await serverTarget(), scenario);
  expect(mocks).toEqual(server);
  return server;
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});
const withCookie = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie },
});
const statuses = (observed: Observed[]) =>
  Object.fromEntries(observed.map((entry) => [entry.step, entry.status]));

const quote = {
  companyName: "Red Mesa Freight LLC",
  contactName: "Dana Whitfield",
  email: "dana.whitfield@example.com",
  phone: "(602) 555-0117",
  mcNumber: "MC-884213",
  dotNumber: "3312456",
  monthlyRevenue: "50k-100k",
  businessType: "small-fleet",
  yearsInBusiness: "3-5",
  numberOfTrucks: "6",
  servicesInterested: "factoring",
  comments: "Dry van out of Phoenix.",
  agreeToTerms: true,
};
const application = {
  companyName: "Blue Ridge Carriers Inc",
  contactName: "Owen Marsh",
  email: "owen.marsh@example.com",
  phone: "(540) 555-0121",
  mcNumber: "MC-441902",
  dotNumber: "2298871",
  fuelCardTier: "silver",
  monthlyFuelSpend: "5k-10k",
  businessType: "small-fleet",
  yearsInBusiness: "6-10",
  numberOfTrucks: 8,
  primaryRoutes: "I-81 and I-40",
  preferredFuelBrands: "Love's",
  comments: "",
  agreeToTerms: true,
};

const signInStaff = async (send: Step) =>
  sessionCookie(await send("staff sign-in", "/api/admin/login", json("POST", MOCK_CREDENTIALS.staff)));

describe("public submissions", () => {
  test("quotes: success, validation, malformed bodies, honeypot, idempotency, CSRF", async () => {
    const observed = await bothAgree(async (send) => {
      await send("valid quote", "/api/quotes", json("POST", quote));
      await send("empty quote", "/api/quotes", json("POST", {}));
      await send(
        "wrong types and unknown field",
        "/api/quotes",
        json("POST", { ...quote, companyName: { a: 1 }, comments: "<script>x</script>", admin: true }),
      );
      await send("malformed JSON", "/api/quotes", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{oops",
      });
      await send("array body", "/api/quotes", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "[]",
      });
      await send("not JSON", "/api/quotes", {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: JSON.stringify(quote),
      });
      await send("oversized", "/api/quotes", json("POST", { ...quote, comments: "x".repeat(20_000) }));
      await send("honeypot", "/api/quotes", json("POST", { ...quote, website: "http://spam.example" }));
      await send("first with key", "/api/quotes", json("POST", quote, { "Idempotency-Key": "contract-1" }));
      await send("retry with key", "/api/quotes", json("POST", quote, { "Idempotency-Key": "contract-1" }));
      await send(
        "other body same key",
        "/api/quotes",
        json("POST", { ...quote, companyName: "Other" }, { "Idempotency-Key": "contract-1" }),
      );
      await send("bad key", "/api/quotes", json("POST", quote, { "Idempotency-Key": "bad key" }));
      await send("cross-site", "/api/quotes", json("POST", quote, { Origin: "https://evil.example" }));
    });
    expect(statuses(observed)).toEqual({
      "valid quote": 201,
      "empty quote": 422,
      "wrong types and unknown field": 422,
      "malformed JSON": 400,
      "array body": 400,
      "not JSON": 415,
      oversized: 413,
      honeypot: 201,
      "first with key": 201,
      "retry with key": 201,
      "other body same key": 409,
      "bad key": 400,
      "cross-site": 403,
    });
  });

  test("the retry answers the first record on both", async () => {
    await bothAgree(async (send) => {
      const first = await (
        await send("first", "/api/quotes", json("POST", quote, { "Idempotency-Key": "same" }))
      ).json();
      const again = await (
        await send("again", "/api/quotes", json("POST", quote, { "Idempotency-Key": "same" }))
      ).json();
      expect(again.quote.id).toBe(first.quote.id);
    });
  });

  test("fuel card applications: success and validation", async () => {
    const observed = await bothAgree(async (send) => {
      await send("valid", "/api/fuel-card-applications", json("POST", application));
      await send("missing fields", "/api/fuel-card-applications", json("POST", { comments: "hi" }));
      await send(
        "words for trucks",
        "/api/fuel-card-applications",
        json("POST", { ...application, numberOfTrucks: "eight" }),
      );
    });
    expect(statuses(observed)).toEqual({ valid: 201, "missing fields": 422, "words for trucks": 422 });
  });

  test("31 new submissions in a minute from one address: the last answers 429; refusals and re-sends do not count", async () => {
    const observed = await bothAgree(async (send) => {
      for (let index = 0; index < 5; index += 1)
        await send(`refused ${index + 1}`, "/api/quotes", json("POST", {}));
      for (let index = 0; index < 30; index += 1)
        await send(
          `submission ${index + 1}`,
          "/api/quotes",
          json("POST", quote, { "Idempotency-Key": `c-${index}` }),
        );
      await send("re-send of submission 1", "/api/quotes", json("POST", quote, { "Idempotency-Key": "c-0" }));
      await send("submission 31", "/api/quotes", json("POST", quote));
    });
    expect(statuses(observed)).toMatchObject({
      "refused 1": 422,
      "submission 30": 201,
      "re-send of submission 1": 201,
      "submission 31": 429,
    });
    expect(observed.at(-1)?.body).toEqual({
      error: "Too many requests. Please wait a minute and try again.",
    });
  });
});

describe("team members", () => {
  test("list, caching, edits and photo uploads", async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const photo = `data:image/png;base64,${png.toString("base64")}`;
    const id = seedTeam[1].id;
    const observed = await bothAgree(async (send) => {
      const list = await send("list", "/api/team-members");
      await send("revalidate", "/api/team-members", {
        headers: { "If-None-Match": list.headers.get("etag") ?? "" },
      });
      await send("no photo yet", `/api/team-members/${id}/photo`);
      await send(
        "edit without session",
        `/api/team-members/${id}`,
        json("PUT", { name: "A", role: "B", experience: "C", bio: "D" }),
      );
      const cookie = await signInStaff(send);
      await send(
        "edit",
        `/api/team-members/${id}`,
        withCookie(
          cookie,
          json("PUT", { name: "Luis Ortega", role: "COO", experience: "18 years", bio: "Runs operations." }),
        ),
      );
      await send(
        "edit missing bio",
        `/api/team-members/${id}`,
        withCookie(cookie, json("PUT", { name: "Luis", role: "COO", experience: "18 years" })),
      );
      await send(
        "edit unknown member",
        "/api/team-members/nobody",
        withCookie(cookie, json("PUT", { name: "A", role: "B", experience: "C", bio: "D" })),
      );
      const uploaded = await send(
        "upload photo",
        `/api/team-members/${id}`,
        withCookie(cookie, json("PUT", { profileImage: photo })),
      );
      const url = (await uploaded.json()).teamMember.profileImage as string;
      await send("photo", url);
      await send(
        "svg",
        `/api/team-members/${id}`,
        withCookie(cookie, json("PUT", { profileImage: `data:image/svg+xml;base64,${btoa("<svg/>")}` })),
      );
      const huge = new Uint8Array(5 * 1024 * 1024 + 10);
      huge.set(png);
      await send(
        "over 5 MB",
        `/api/team-members/${id}`,
        withCookie(
          cookie,
          json("PUT", { profileImage: `data:image/png;base64,${Buffer.from(huge).toString("base64")}` }),
        ),
      );
      await send("list after", "/api/team-members");
    });
    expect(statuses(observed)).toEqual({
      list: 200,
      revalidate: 304,
      "no photo yet": 404,
      "edit without session": 401,
      "staff sign-in": 200,
      edit: 200,
      "edit missing bio": 422,
      "edit unknown member": 404,
      "upload photo": 200,
      photo: 200,
      svg: 422,
      "over 5 MB": 413,
      "list after": 200,
    });
  });
});

describe("staff", () => {
  const staffRoutes = [
    ["GET", "/api/admin/summary"],
    ["GET", "/api/quotes"],
    ["GET", "/api/quotes/export.csv"],
    ["GET", "/api/quotes/email/ray.hollis%40example.com"],
    ["PATCH", "/api/quotes/0f1ce000-0000-4000-8000-000100000001/status"],
    ["GET", "/api/fuel-card-applications"],
    ["GET", "/api/fuel-card-applications/export.csv"],
    ["GET", "/api/fuel-card-applications/email/ray.hollis%40example.com"],
    ["PATCH", "/api/fuel-card-applications/0f1ce000-0000-4000-8000-000200000001/status"],
    ["PUT", `/api/team-members/${seedTeam[0].id}`],
  ] as const;

  test("every staff endpoint answers 401 without a staff session, also with a client session", async () => {
    const observed = await bothAgree(async (send) => {
      const client = sessionCookie(
        await send("client sign-in", "/api/auth/login", json("POST", MOCK_CREDENTIALS.client)),
      );
      for (const [method, path] of staffRoutes) {
        const init = method === "GET" ? {} : json(method, { status: "approved" });
        await send(`${method} ${path} anonymous`, path, init);
        await send(`${method} ${path} as client`, path, withCookie(client, init));
      }
    });
    expect(
      observed.filter((entry) => entry.step !== "client sign-in").every((entry) => entry.status === 401),
    ).toBe(true);
  });

  test("sign-in, dashboard data, search, status change, export, sign-out", async () => {
    const observed = await bothAgree(async (send) => {
      await send(
        "wrong password",
        "/api/admin/login",
        json("POST", { ...MOCK_CREDENTIALS.staff, password: "wrong-password" }),
      );
      await send("session before", "/api/admin/session");
      const cookie = await signInStaff(send);
      await send("session", "/api/admin/session", withCookie(cookie));
      await send("summary", "/api/admin/summary", withCookie(cookie));
      const page = await (await send("quotes page 1", "/api/quotes?limit=5", withCookie(cookie))).json();
      await send("quotes page 2", `/api/quotes?limit=5&cursor=${page.nextCursor}`, withCookie(cookie));
      await send("bad limit", "/api/quotes?limit=0", withCookie(cookie));
      await send("applications", "/api/fuel-card-applications", withCookie(cookie));
      await send("search quotes", "/api/quotes/email/RAY.HOLLIS%40example.com", withCookie(cookie));
      await send(
        "search applications",
        "/api/fuel-card-applications/email/ray.hollis%40example.com",
        withCookie(cookie),
      );
      await send("search not an e-mail", "/api/quotes/email/hollis", withCookie(cookie));
      await send(
        "status change",
        "/api/quotes/0f1ce000-0000-4000-8000-000100000001/status",
        withCookie(cookie, json("PATCH", { status: "contacted" })),
      );
      await send(
        "bad status",
        "/api/quotes/0f1ce000-0000-4000-8000-000100000001/status",
        withCookie(cookie, json("PATCH", { status: "won" })),
      );
      await send(
        "unknown quote",
        "/api/quotes/0f1ce000-0000-4000-8000-000100009999/status",
        withCookie(cookie, json("PATCH", { status: "approved" })),
      );
      await send("export quotes", "/api/quotes/export.csv", withCookie(cookie));
      await send("export applications", "/api/fuel-card-applications/export.csv", withCookie(cookie));
      await send("sign out", "/api/admin/logout", withCookie(cookie, { method: "POST" }));
      await send("after sign-out", "/api/quotes", withCookie(cookie));
    });
    expect(statuses(observed)).toMatchObject({
      "wrong password": 401,
      "staff sign-in": 200,
      summary: 200,
      "quotes page 2": 200,
      "after sign-out": 401,
    });
    const summary = observed.find((entry) => entry.step === "summary")?.body as {
      summary: Record<string, number>;
    };
    expect(summary.summary.totalQuotes).toBe(quoteFixtures.length);
    expect(summary.summary.totalApplications).toBe(applicationFixtures.length);
  });

  test("ten failed sign-ins, then 429", async () => {
    const observed = await bothAgree(async (send) => {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        await send(
          `failure ${attempt}`,
          "/api/admin/login",
          json("POST", { username: "admin", password: `wrong-${attempt}` }),
        );
      }
      await send("blocked", "/api/admin/login", json("POST", MOCK_CREDENTIALS.staff));
    });
    expect(observed.at(-1)?.status).toBe(429);
    expect(observed.at(-1)?.hasRetryAfter).toBe(true);
  });
});

describe("clients", () => {
  test("sign-in, me, password change, external redirect, sign-out", async () => {
    const observed = await bothAgree(async (send) => {
      await send(
        "wrong password",
        "/api/auth/login",
        json("POST", { ...MOCK_CREDENTIALS.client, password: "nope-nope-nope" }),
      );
      await send("me anonymous", "/api/auth/me");
      const cookie = sessionCookie(
        await send("sign-in", "/api/auth/login", json("POST", MOCK_CREDENTIALS.client)),
      );
      await send("me", "/api/auth/me", withCookie(cookie));
      await send(
        "wrong current password",
        "/api/auth/password",
        withCookie(
          cookie,
          json("POST", { currentPassword: "not-the-one", newPassword: "another-password-1" }),
        ),
      );
      await send(
        "short new password",
        "/api/auth/password",
        withCookie(
          cookie,
          json("POST", { currentPassword: MOCK_CREDENTIALS.client.password, newPassword: "short" }),
        ),
      );
      const redirect = (system: string, url: string) =>
        json("POST", { ...MOCK_CREDENTIALS.client, systemType: system, externalUrl: url });
      await send(
        "redirect quickbooks",
        "/api/auth/external-redirect",
        redirect("quickbooks", "https://app.qbo.intuit.com/app/homepage?token=x"),
      );
      await send(
        "redirect carrying the username",
        "/api/auth/external-redirect",
        redirect("quickbooks", "https://app.qbo.intuit.com/app/homepage?next=DEMO"),
      );
      await send("redirect http", "/api/auth/external-redirect", redirect("xero", "http://login.xero.com/"));
      await send(
        "redirect wrong domain",
        "/api/auth/external-redirect",
        redirect("sage", "https://sage.com.evil.example/"),
      );
      await send(
        "redirect custom",
        "/api/auth/external-redirect",
        redirect("custom", "https://tms.example.com/"),
      );
      await send("redirect empty", "/api/auth/external-redirect", redirect("xero", ""));
      await send("sign out", "/api/auth/logout", withCookie(cookie, { method: "POST" }));
      await send("me after", "/api/auth/me", withCookie(cookie));
      await send("unknown API path", "/api/unknown");
    });
    expect(statuses(observed)).toEqual({
      "wrong password": 401,
      "me anonymous": 401,
      "sign-in": 200,
      me: 200,
      "wrong current password": 422,
      "short new password": 422,
      "redirect quickbooks": 200,
      "redirect carrying the username": 400,
      "redirect http": 400,
      "redirect wrong domain": 400,
      "redirect custom": 400,
      "redirect empty": 422,
      "sign out": 200,
      "me after": 401,
      "unknown API path": 404,
    });
    const signIn = observed.find((entry) => entry.step === "sign-in");
    expect(signIn?.body).toEqual({
      success: true,
      user: {
        username: "demo",
        firstName: "Jordan",
        lastName: "Reyes",
        companyName: "Reyes Trucking LLC",
        lastLogin: "<time>",
      },
      redirectUrl: "/client-dashboard",
    });
    expect(signIn?.setCookie).toEqual([
      "tpf_client=<value>; Max-Age=86400; Path=/; Expires=<date>; HttpOnly; SameSite=Strict",
    ]);
  });

  test("a changed password works on both", async () => {
    await bothAgree(async (send) => {
      const cookie = sessionCookie(
        await send("sign-in", "/api/auth/login", json("POST", MOCK_CREDENTIALS.client)),
      );
      await send(
        "change",
        "/api/auth/password",
        withCookie(
          cookie,
          json("POST", {
            currentPassword: MOCK_CREDENTIALS.client.password,
            newPassword: "a-brand-new-password",
          }),
        ),
      );
      await send("old password", "/api/auth/login", json("POST", MOCK_CREDENTIALS.client));
      await send(
        "new password",
        "/api/auth/login",
        json("POST", { ...MOCK_CREDENTIALS.client, password: "a-brand-new-password" }),
      );
    });
  });
});

test("the comparison sees a difference in status, body or cookies", async () => {
  const response = (status: number, body: unknown, cookie?: string) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...(cookie ? { "Set-Cookie": cookie } : {}) },
    });
  const base = await observe("step", response(422, { error: "Company name is required" }));
  expect(await observe("step", response(400, { error: "Company name is required" }))).not.toEqual(base);
  expect(await observe("step", response(422, { error: "Company name is missing" }))).not.toEqual(base);
  expect(
    await observe("step", response(422, { error: "Company name is required" }, "tpf_admin=x; Path=/")),
  ).not.toEqual(base);
  expect(await observe("step", response(422, { error: "Company name is required" }))).toEqual(base);
});
