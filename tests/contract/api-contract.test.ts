import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { seedTeam } from "../../api/contract/seed-team";
import { KEY_MALFORMED, KEY_MISSING, KEY_REUSED } from "../../api/lib/idempotency";
import { UNREADABLE_IMAGE } from "../../api/lib/images";
import { nodePageInspector } from "../../api/lib/node-page-inspector";
import { validApplication, validQuote } from "../../mocks/fixture-requests";
import { applicationFixtures, MOCK_CREDENTIALS, quoteFixtures } from "../../mocks/fixtures";
import { mockTarget, observe, serverTarget, sessionCookie, type Observed, type Target } from "./targets";

/**
 * One suite, two targets: every scenario runs against the MSW mocks and
 * against the real app on libSQL, and both must answer the same statuses,
 * headers that matter and bodies (ids and clock readings normalized).
 */

const pageInspector = nodePageInspector();
afterAll(() => pageInspector.close());

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
  const server = await run(await serverTarget(pageInspector), scenario);
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
const bodyOf = (observed: Observed[], step: string) => observed.find((entry) => entry.step === step)?.body;

const quote = validQuote();
const application = validApplication();

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
    // The same words as the invoices' refusals: one idempotency rule for every write.
    expect(bodyOf(observed, "bad key")).toEqual({ error: KEY_MALFORMED });
    expect(bodyOf(observed, "other body same key")).toEqual({ error: KEY_REUSED });
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

describe("team photos", () => {
  const upload = (cookie: string, id: string, bytes: Uint8Array, type = "image/png") =>
    withCookie(
      cookie,
      json("PUT", { profileImage: `data:${type};base64,${Buffer.from(bytes).toString("base64")}` }),
    );

  test("a corrupt image is refused, an oversized one is stored at 512 px, on both", async () => {
    const id = seedTeam[2].id;
    const large = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#2a6f97" } })
      .png()
      .toBuffer();
    const largeJpeg = await sharp({
      create: { width: 900, height: 1800, channels: 3, background: "#f4a259" },
    })
      .jpeg()
      .toBuffer();
    // A real PNG signature and header chunk, then bytes that decode to nothing.
    const corrupt = new Uint8Array([
      ...large.subarray(0, 33),
      ...new TextEncoder().encode("garbage ".repeat(64)),
    ]);

    const observed = await bothAgree(async (send) => {
      const cookie = await signInStaff(send);
      await send("corrupt png", `/api/team-members/${id}`, upload(cookie, id, corrupt));
      const stored = await send("1600x1200 png", `/api/team-members/${id}`, upload(cookie, id, large));
      await send("stored png", (await stored.json()).teamMember.profileImage as string);
      const tall = await send(
        "900x1800 jpeg",
        `/api/team-members/${id}`,
        upload(cookie, id, largeJpeg, "image/jpeg"),
      );
      await send("stored jpeg", (await tall.json()).teamMember.profileImage as string);
    });
    expect(statuses(observed)).toEqual({
      "staff sign-in": 200,
      "corrupt png": 422,
      "1600x1200 png": 200,
      "stored png": 200,
      "900x1800 jpeg": 200,
      "stored jpeg": 200,
    });
    const body = (step: string) => observed.find((entry) => entry.step === step)?.body;
    expect(body("corrupt png")).toEqual({
      error: UNREADABLE_IMAGE,
      issues: { profileImage: UNREADABLE_IMAGE },
    });
    expect(body("stored png")).toBe("<png 512x384>");
    expect(body("stored jpeg")).toBe("<jpeg 256x512>");
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

  test("a quote made a client: what it carries over, the step, a second attempt, a client's e-mail", async () => {
    const observed = await bothAgree(async (send) => {
      const cookie = await signInStaff(send);
      const path = "/api/admin/quotes/Q-DEM0-0002/client";
      await send("before", path, withCookie(cookie));
      await send("bad body", path, withCookie(cookie, json("POST", { username: "two words" })));
      await send("made", path, withCookie(cookie, json("POST", { locale: "es" })));
      await send("again", path, withCookie(cookie, json("POST", {})));
      await send("after", path, withCookie(cookie));
      await send("same e-mail", "/api/quotes", json("POST", { ...quote, email: "RAY.HOLLIS@example.com" }));
      const newest = await (await send("newest", "/api/quotes?limit=1", withCookie(cookie))).json();
      const reference = (newest as { quotes: { reference: string }[] }).quotes[0]?.reference ?? "";
      await send(
        "e-mail taken",
        `/api/admin/quotes/${reference}/client`,
        withCookie(cookie, json("POST", {})),
      );
      await send("unknown", "/api/admin/quotes/Q-0000-0000/client", withCookie(cookie, json("POST", {})));
      await send("not a reference", "/api/admin/quotes/nonsense/client", withCookie(cookie));
    });
    expect(statuses(observed)).toMatchObject({
      before: 200,
      "bad body": 422,
      made: 201,
      again: 409,
      after: 200,
      "e-mail taken": 409,
      unknown: 404,
      "not a reference": 422,
    });
    expect(bodyOf(observed, "made")).toMatchObject({
      account: { companyName: "Hollis Brothers Trucking", username: "hollisbrotherstrucking", locale: "es" },
    });
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
        locale: "en",
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

describe("invoices", () => {
  const TUS = { "Tus-Resumable": "1.0.0" };
  const digest = async (bytes: Uint8Array) =>
    [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>))]
      .map((byte) => byte.toString(16).padStart(2, "0"))
      .join("");

  /** tus as the phone speaks it: creation, then chunks from the acknowledged offset. */
  async function upload(send: Step, cookie: string, name: string, bytes: Uint8Array, chunk = 4096) {
    const created = await send(`${name}: create`, "/api/uploads", {
      method: "POST",
      headers: { cookie, ...TUS, "Upload-Length": String(bytes.byteLength) },
    });
    const path = created.headers.get("location") ?? "";
    for (let offset = 0; offset < bytes.byteLength; offset += chunk) {
      await send(`${name}: chunk at ${offset}`, path, {
        method: "PATCH",
        headers: {
          cookie,
          ...TUS,
          "Upload-Offset": String(offset),
          "Content-Type": "application/offset+octet-stream",
        },
        body: bytes.slice(offset, offset + chunk),
      });
    }
    return path.split("/").at(-1) ?? "";
  }

  const load = {
    brokerName: "Coyote Logistics",
    loadNumber: "LD-448120",
    amountCents: 245_000,
    extras: [{ kind: "detention", amountCents: 7_500 }],
    pickupDate: "2026-01-05",
    deliveryDate: "2026-01-07",
    note: "",
  };

  test("uploads, creation, repeats, refused pages, reading, pages added on request", async () => {
    const photo = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: "#eee" } })
        .png()
        .toBuffer(),
    );
    const pdf = await PDFDocument.create({ updateMetadata: false }).then(async (document) => {
      document.addPage([612, 792]);
      return document.save();
    });
    const encrypted = await PDFDocument.create({ updateMetadata: false }).then(async (document) => {
      document.addPage();
      document.context.trailerInfo.Encrypt = document.context.obj({ Filter: "Standard", V: 1, R: 2, P: -4 });
      return document.save({ useObjectStreams: false });
    });
    const text = new TextEncoder().encode("<html>not a page</html>");

    const observed = await bothAgree(async (send) => {
      await send("upload without a session", "/api/uploads", {
        method: "POST",
        headers: { ...TUS, "Upload-Length": "10" },
      });
      const cookie = sessionCookie(
        await send("client sign-in", "/api/auth/login", json("POST", MOCK_CREDENTIALS.client)),
      );
      await send("no Tus-Resumable", "/api/uploads", {
        method: "POST",
        headers: { cookie, "Upload-Length": "10" },
      });
      await send("too large", "/api/uploads", {
        method: "POST",
        headers: { cookie, ...TUS, "Upload-Length": String(25 * 1024 * 1024 + 1) },
      });
      const rate = await upload(send, cookie, "rate confirmation", pdf);
      const bol = await upload(send, cookie, "bol", photo);
      await send("offset of a finished upload", `/api/uploads/${bol}`, {
        method: "HEAD",
        headers: { cookie, ...TUS },
      });
      await send("chunk at a wrong offset", `/api/uploads/${bol}`, {
        method: "PATCH",
        headers: { cookie, ...TUS, "Upload-Offset": "0", "Content-Type": "application/offset+octet-stream" },
        body: new Uint8Array([1]),
      });
      await send("unknown upload", "/api/uploads/AAAAAAAAAAAAAAAAAAAAAA", {
        method: "HEAD",
        headers: { cookie, ...TUS },
      });

      const pages = [
        { uploadId: rate, documentKind: "rate-confirmation", order: 1, sha256: await digest(pdf) },
        // The phone found the photo blurred and the driver sent it anyway.
        {
          uploadId: bol,
          documentKind: "bol-pod",
          order: 1,
          sha256: await digest(photo),
          warnings: ["blurred"],
        },
      ];
      const invoice = (body: unknown, key?: string) =>
        withCookie(cookie, json("POST", body, key ? { "Idempotency-Key": key } : {}));
      await send("no key", "/api/invoices", invoice({ ...load, pages }));
      await send("bad key", "/api/invoices", invoice({ ...load, pages }, "bad key"));
      await send("no pages", "/api/invoices", invoice({ ...load, pages: [] }, "contract-invoice"));
      await send(
        "future delivery",
        "/api/invoices",
        invoice({ ...load, deliveryDate: "2999-01-01", pages }, "k0"),
      );
      await send(
        "a warning the phone never gives",
        "/api/invoices",
        invoice({ ...load, pages: [pages[0], { ...pages[1], warnings: ["smudged"] }] }, "k3"),
      );
      await send(
        "checksum differs",
        "/api/invoices",
        invoice({ ...load, pages: [pages[0], { ...pages[1], sha256: "0".repeat(64) }] }, "k1"),
      );
      const created = await send("create", "/api/invoices", invoice({ ...load, pages }, "contract-invoice"));
      await send("repeat", "/api/invoices", invoice({ ...load, pages }, "contract-invoice"));
      await send(
        "same key, other load",
        "/api/invoices",
        invoice({ ...load, loadNumber: "X-1", pages }, "contract-invoice"),
      );
      await send("pages already used", "/api/invoices", invoice({ ...load, pages }, "another-key"));

      const textUpload = await upload(send, cookie, "text", text);
      const encryptedUpload = await upload(send, cookie, "encrypted", encrypted, 64 * 1024);
      await send(
        "refused pages",
        "/api/invoices",
        invoice(
          {
            ...load,
            pages: [
              {
                uploadId: textUpload,
                documentKind: "rate-confirmation",
                order: 1,
                sha256: await digest(text),
              },
              {
                uploadId: encryptedUpload,
                documentKind: "bol-pod",
                order: 1,
                sha256: await digest(encrypted),
              },
            ],
          },
          "k2",
        ),
      );

      const { invoice: made } = (await created.clone().json()) as {
        invoice: { reference: string; pages: { url: string }[] };
      };
      await send("list", "/api/invoices?limit=3", withCookie(cookie));
      await send("one", `/api/invoices/${made.reference}`, withCookie(cookie));
      await send("a page", made.pages[0]?.url ?? "", withCookie(cookie));
      await send("a page without a session", made.pages[0]?.url ?? "");
      await send("a fixture page", "/api/invoices/INV-DEM0-0001", withCookie(cookie));
      await send(
        "its own pages again",
        `/api/invoices/${made.reference}/pages`,
        withCookie(cookie, json("POST", { pages })),
      );
      const more = await upload(send, cookie, "more", photo);
      const morePages = {
        pages: [{ uploadId: more, documentKind: "bol-pod", order: 1, sha256: await digest(photo) }],
      };
      await send(
        "not needing documents",
        `/api/invoices/${made.reference}/pages`,
        withCookie(cookie, json("POST", morePages)),
      );
      await send(
        "pages added on request",
        "/api/invoices/INV-DEM0-0003/pages",
        withCookie(
          cookie,
          json("POST", {
            pages: [{ uploadId: more, documentKind: "bol-pod", order: 1, sha256: await digest(photo) }],
          }),
        ),
      );
      await send("unknown invoice", "/api/invoices/INV-ZZZZ-ZZZZ", withCookie(cookie));
      await send(
        "the same load sent before",
        "/api/invoices/same-load?broker=ARRIVE%20logistics&load=arv902114",
        withCookie(cookie),
      );
    });
    expect(statuses(observed)).toMatchObject({
      "upload without a session": 401,
      "no Tus-Resumable": 412,
      "too large": 413,
      "offset of a finished upload": 200,
      "chunk at a wrong offset": 409,
      "unknown upload": 404,
      "no key": 400,
      "bad key": 400,
      "no pages": 422,
      "future delivery": 422,
      "a warning the phone never gives": 422,
      "checksum differs": 409,
      create: 201,
      repeat: 201,
      "same key, other load": 409,
      "pages already used": 409,
      "refused pages": 422,
      list: 200,
      one: 200,
      "a page": 200,
      "a page without a session": 401,
      "a fixture page": 200,
      "its own pages again": 200,
      "not needing documents": 409,
      "pages added on request": 200,
      "unknown invoice": 404,
      "the same load sent before": 200,
    });
    expect(bodyOf(observed, "no key")).toEqual({ error: KEY_MISSING });
    expect(bodyOf(observed, "bad key")).toEqual({ error: KEY_MALFORMED });
    expect(bodyOf(observed, "same key, other load")).toEqual({ error: KEY_REUSED });
    type PageWarnings = { documentKind: string; warnings: string[] }[];
    const made = (bodyOf(observed, "create") as { invoice: { pages: PageWarnings } }).invoice;
    expect(made.pages.map((page) => [page.documentKind, page.warnings])).toEqual([
      ["bol-pod", ["blurred"]],
      ["rate-confirmation", []],
    ]);
  });

  test("staff search: a number of a name whole, a piece inside a name, a piece of a load number", async () => {
    const sent = [
      { brokerName: "Route 37 Freight", loadNumber: "RC-LD-48213" },
      { brokerName: "Route 370 Freight", loadNumber: "RC-LD-48214" },
      { brokerName: "Quill 37-A Lines", loadNumber: "PO 99120" },
    ];
    // Two pages of each invoice, each a picture of its own, so no invoice repeats another's page.
    const photos = await Promise.all(
      sent.flatMap((_, index) =>
        [0, 1].map(async (page) => {
          const shade = 40 * index + 20 * page;
          const background = { r: shade, g: 255 - shade, b: 128 };
          const png = sharp({ create: { width: 32, height: 24, channels: 3, background } }).png();
          return new Uint8Array(await png.toBuffer());
        }),
      ),
    );
    const searches = ["route 37", "37", "oute 37 frei", "370", "quill 37", "48213", "ld 4821"];
    const observed = await bothAgree(async (send) => {
      const cookie = sessionCookie(
        await send("client sign-in", "/api/auth/login", json("POST", MOCK_CREDENTIALS.client)),
      );
      for (const [index, names] of sent.entries()) {
        const pages = [];
        for (const [page, documentKind] of ["rate-confirmation", "bol-pod"].entries()) {
          const bytes = photos[2 * index + page] ?? new Uint8Array();
          const uploadId = await upload(send, cookie, `${names.brokerName}, ${documentKind}`, bytes);
          pages.push({ uploadId, documentKind, order: 1, sha256: await digest(bytes) });
        }
        await send(
          `sent: ${names.brokerName}`,
          "/api/invoices",
          withCookie(
            cookie,
            json("POST", { ...load, ...names, pages }, { "Idempotency-Key": `search-${index}` }),
          ),
        );
      }
      const staff = await signInStaff(send);
      for (const q of searches)
        await send(`search: ${q}`, `/api/admin/invoices?q=${encodeURIComponent(q)}`, withCookie(staff));
    });
    expect(
      sent.map((names) => observed.find((entry) => entry.step === `sent: ${names.brokerName}`)?.status),
    ).toEqual([201, 201, 201]);
    const brokersFound = (q: string) =>
      (bodyOf(observed, `search: ${q}`) as { invoices: { brokerName: string }[] }).invoices.map(
        (invoice) => invoice.brokerName,
      );
    expect(Object.fromEntries(searches.map((q) => [q, brokersFound(q)]))).toEqual({
      "route 37": ["Route 37 Freight"],
      "37": ["Quill 37-A Lines", "Route 37 Freight"],
      "oute 37 frei": ["Route 37 Freight"],
      "370": ["Route 370 Freight"],
      "quill 37": ["Quill 37-A Lines"],
      "48213": ["Route 37 Freight"],
      "ld 4821": ["Route 370 Freight", "Route 37 Freight"],
    });
  });

  test("staff: list, filters, search, one invoice, status with reasons, export, counters", async () => {
    const observed = await bothAgree(async (send) => {
      const staff = await signInStaff(send);
      await send("without a session", "/api/admin/invoices");
      await send("all", "/api/admin/invoices?limit=2", withCookie(staff));
      await send("by status", "/api/admin/invoices?status=needs-documents", withCookie(staff));
      await send("bad status", "/api/admin/invoices?status=settled", withCookie(staff));
      await send("by reference as typed", "/api/admin/invoices?q=inv%20dem0%200004", withCookie(staff));
      await send("by client", "/api/admin/invoices?q=reyes", withCookie(staff));
      await send("no match", "/api/admin/invoices?q=nobody", withCookie(staff));
      await send("flagged", "/api/admin/invoices?flagged=1", withCookie(staff));
      await send("by load number as read out", "/api/admin/invoices?q=arv%20902114", withCookie(staff));
      await send("by broker", "/api/admin/invoices?q=echo%20global", withCookie(staff));
      await send("by a linked broker's legal name", "/api/admin/invoices?q=coyote%20llc", withCookie(staff));
      await send(
        "by amount and status",
        "/api/admin/invoices?q=%241%2C825&status=in-review",
        withCookie(staff),
      );
      await send("flagged export", "/api/admin/invoices/export.csv?flagged=1&q=arrive", withCookie(staff));
      await send("one", "/api/admin/invoices/INV-DEM0-0002", withCookie(staff));
      await send(
        "a client's page",
        "/api/invoices/INV-DEM0-0002/pages/0f1ce000-0000-4000-8000-000400000003",
        withCookie(staff),
      );
      const status = (body: unknown) => withCookie(staff, json("PATCH", body));
      await send("no reason", "/api/admin/invoices/INV-DEM0-0002/status", status({ status: "declined" }));
      await send(
        "funded without figures",
        "/api/admin/invoices/INV-DEM0-0002/status",
        status({ status: "funded", reason: "Advance sent by ACH." }),
      );
      await send(
        "funded",
        "/api/admin/invoices/INV-DEM0-0002/status",
        status({
          status: "funded",
          reason: "Advance sent by ACH.",
          funding: {
            advanceCents: 170_000,
            feeCents: 5_000,
            fundedOn: "2026-01-08",
            overrideReason: "Advance agreed with the client.",
          },
        }),
      );
      await send(
        "out of funded",
        "/api/admin/invoices/INV-DEM0-0002/status",
        status({ status: "in-review" }),
      );
      await send(
        "correction",
        "/api/admin/invoices/INV-DEM0-0002/corrections",
        withCookie(
          staff,
          json("POST", {
            reason: "Fee keyed wrong.",
            advanceCents: 170_000,
            feeCents: 4_500,
            fundedOn: "2026-01-08",
          }),
        ),
      );
      await send(
        "note",
        "/api/admin/invoices/INV-DEM0-0002/notes",
        withCookie(staff, json("POST", { text: "Broker confirmed by phone." })),
      );
      const bolPage = "/api/admin/invoices/INV-DEM0-0002/pages/0f1ce000-0000-4000-8000-000400000004";
      await send("turn a page", bolPage, status({ rotation: 270 }));
      await send("turn by 45 degrees", bolPage, status({ rotation: 45 }));
      await send(
        "turn another invoice's page",
        "/api/admin/invoices/INV-DEM0-0003/pages/0f1ce000-0000-4000-8000-000400000004",
        status({ rotation: 90 }),
      );
      await send("with its history", "/api/admin/invoices/INV-DEM0-0002", withCookie(staff));
      await send("unknown", "/api/admin/invoices/INV-ZZZZ-ZZZZ/status", status({ status: "in-review" }));
      await send("export", "/api/admin/invoices/export.csv", withCookie(staff));
      await send("counters", "/api/admin/summary", withCookie(staff));
    });
    expect(statuses(observed)).toMatchObject({
      "without a session": 401,
      all: 200,
      "bad status": 422,
      "no reason": 422,
      "funded without figures": 422,
      funded: 200,
      "out of funded": 409,
      correction: 201,
      note: 201,
      "turn a page": 200,
      "turn by 45 degrees": 422,
      "turn another invoice's page": 404,
      "with its history": 200,
      unknown: 404,
      export: 200,
      flagged: 200,
      "flagged export": 200,
    });
    const found = (step: string) =>
      (
        observed.find((entry) => entry.step === step)?.body as { invoices: { reference: string }[] }
      ).invoices.map((invoice) => invoice.reference);
    type PageRotations = { id: string; rotation: number }[];
    const turned = (bodyOf(observed, "with its history") as { invoice: { pages: PageRotations } }).invoice;
    expect(turned.pages.map((page) => [page.id.slice(-3), page.rotation])).toEqual([
      ["004", 270],
      ["003", 0],
    ]);
    expect(found("flagged")).toEqual(["INV-DEM0-0004", "INV-DEM0-0005"]);
    expect(found("by load number as read out")).toEqual(["INV-DEM0-0004", "INV-DEM0-0005"]);
    expect(found("by broker")).toEqual(["INV-DEM0-0003"]);
    // Typed "Coyote Logistics", linked to the book's "Coyote Logistics, LLC".
    expect(found("by a linked broker's legal name")).toEqual(["INV-DEM0-0001"]);
    expect(found("by amount and status")).toEqual(["INV-DEM0-0002"]);
    expect(bodyOf(observed, "out of funded")).toEqual({
      error: "An invoice that is Funded cannot move to In review.",
      allowed: ["short-paid", "recourse"],
    });
    const counters = observed.find((entry) => entry.step === "counters")?.body as {
      summary: Record<string, unknown>;
    };
    expect(counters.summary).toMatchObject({
      totalInvoices: 5,
      invoicesByStatus: { submitted: 1, "in-review": 0, "needs-documents": 1, funded: 2, declined: 1 },
    });
  });
});

describe("notices of assignment", () => {
  /** The fixture brokers: Coyote (with an AP e-mail and an acknowledged notice) and Summit (no AP e-mail). */
  const COYOTE = "0f1ce000-0000-4000-8000-000500000001";
  const SUMMIT = "0f1ce000-0000-4000-8000-000500000006";

  test("the pairs, a notice refused and sent, its PDF, its acknowledgement once, the invoice's mark", async () => {
    const observed = await bothAgree(async (send) => {
      const staff = await signInStaff(send);
      const demo = (
        (await (await send("clients", "/api/admin/clients?q=demo", withCookie(staff))).json()) as {
          clients: { id: string; username: string }[];
        }
      ).clients.find((client) => client.username === "demo");
      const clientId = demo?.id ?? "";
      const notice = (brokerId: string, body: unknown, key?: string) =>
        withCookie(staff, json("POST", body, key ? { "Idempotency-Key": key } : {}));
      await send("coyote's clients", `/api/admin/brokers/${COYOTE}/notices`, withCookie(staff));
      await send("summit's clients", `/api/admin/brokers/${SUMMIT}/notices`, withCookie(staff));
      await send(
        "no AP e-mail",
        `/api/admin/brokers/${SUMMIT}/notices`,
        notice(SUMMIT, { clientId }, "contract-notice-0"),
      );
      await send(
        "unknown client",
        `/api/admin/brokers/${SUMMIT}/notices`,
        notice(SUMMIT, { clientId: "nobody", delivery: "other", means: "Mailed" }, "contract-notice-0"),
      );
      await send(
        "no key",
        `/api/admin/brokers/${SUMMIT}/notices`,
        notice(SUMMIT, { clientId, delivery: "other", means: "Mailed" }),
      );
      const made = await send(
        "sent by mail",
        `/api/admin/brokers/${SUMMIT}/notices`,
        notice(SUMMIT, { clientId, delivery: "other", means: "Mailed" }, "contract-notice-1"),
      );
      await send(
        "the same again",
        `/api/admin/brokers/${SUMMIT}/notices`,
        notice(SUMMIT, { clientId, delivery: "other", means: "Mailed" }, "contract-notice-1"),
      );
      const { id, date: today } = ((await made.json()) as { notice: { id: string; date: string } }).notice;
      await send("its PDF", `/api/admin/notices/${id}/notice.pdf`, withCookie(staff));
      const acknowledgement = (acknowledgedOn: string) =>
        withCookie(staff, json("POST", { acknowledgedBy: "Sam Reed, Summit AP", acknowledgedOn }));
      await send(
        "acknowledged tomorrow",
        `/api/admin/notices/${id}/acknowledgement`,
        acknowledgement("2999-01-01"),
      );
      await send("acknowledged", `/api/admin/notices/${id}/acknowledgement`, acknowledgement(today));
      await send("acknowledged twice", `/api/admin/notices/${id}/acknowledgement`, acknowledgement(today));
      await send("summit's clients after", `/api/admin/brokers/${SUMMIT}/notices`, withCookie(staff));
      await send("an invoice to coyote", "/api/admin/invoices/INV-DEM0-0001", withCookie(staff));
      await send(
        "client numbers",
        `/api/admin/clients/${clientId}`,
        withCookie(staff, json("PATCH", { mcNumber: "0778812" })),
      );
      await send(
        "client numbers with letters",
        `/api/admin/clients/${clientId}`,
        withCookie(staff, json("PATCH", { dotNumber: "DOT 1" })),
      );
    });
    expect(statuses(observed)).toMatchObject({
      "coyote's clients": 200,
      "no AP e-mail": 422,
      "unknown client": 422,
      "no key": 400,
      "sent by mail": 201,
      "the same again": 201,
      "its PDF": 200,
      "acknowledged tomorrow": 422,
      acknowledged: 201,
      "acknowledged twice": 409,
      "client numbers": 200,
      "client numbers with letters": 422,
    });
    type Pairs = { clients: { client: { companyName: string }; state: string }[] };
    const states = (step: string) =>
      (bodyOf(observed, step) as Pairs).clients.map((pair) => [pair.client.companyName, pair.state]);
    expect(states("coyote's clients")).toEqual([["Reyes Trucking LLC", "acknowledged"]]);
    expect(states("summit's clients")).toEqual([]);
    expect(states("summit's clients after")).toEqual([["Reyes Trucking LLC", "acknowledged"]]);
    expect(bodyOf(observed, "its PDF")).toContain("Summit Freight Brokers");
    expect(bodyOf(observed, "its PDF")).toContain("Reyes Trucking LLC");
    const invoice = bodyOf(observed, "an invoice to coyote") as { invoice: { broker: { notice: string } } };
    expect(invoice.invoice.broker.notice).toBe("acknowledged");
  });
});

describe("verification and holds", () => {
  /** Fastlane Freight Brokers LLC, the mock world's broker not to fund. */
  const FASTLANE = "0f1ce000-0000-4000-8000-000500000005";

  test("a verification, holds named on funding, approved by a second staff member who then cannot fund", async () => {
    const observed = await bothAgree(async (send) => {
      const staff = await signInStaff(send);
      await send(
        "second staff member",
        "/api/admin/staff",
        withCookie(
          staff,
          json("POST", {
            username: "second.staff",
            displayName: "Second Staff",
            password: "second-staff-pass",
          }),
        ),
      );
      const second = sessionCookie(
        await send(
          "second sign-in",
          "/api/admin/login",
          json("POST", { username: "second.staff", password: "second-staff-pass" }),
        ),
      );
      const post = (cookie: string, body: unknown) => withCookie(cookie, json("POST", body));
      const echo = "/api/admin/invoices/INV-DEM0-0003";
      const tql = "/api/admin/invoices/INV-DEM0-0002";
      await send("an ask-first broker's invoice", echo, withCookie(staff));
      await send(
        "verified by fax",
        `${echo}/verification`,
        post(staff, { contact: "Echo AP", method: "fax", result: "Confirmed." }),
      );
      await send(
        "verified by phone",
        `${echo}/verification`,
        post(staff, {
          contact: "Echo AP, (555) 010-2103",
          method: "phone",
          result: "Load delivered; pays net 30.",
        }),
      );
      await send("nothing to approve", `${tql}/hold-approvals`, post(second, { reason: "Looks fine." }));
      await send(
        "linked to a broker not to fund",
        `${tql}/broker`,
        withCookie(staff, json("PUT", { brokerId: FASTLANE })),
      );
      const funding = {
        status: "funded",
        reason: "Advance sent by ACH.",
        funding: {
          advanceCents: 150_000,
          feeCents: 5_000,
          fundedOn: "2026-01-08",
          overrideReason: "Advance agreed with the client.",
        },
      };
      await send("funding held", `${tql}/status`, withCookie(staff, json("PATCH", funding)));
      await send("approval without a reason", `${tql}/hold-approvals`, post(second, { reason: " " }));
      await send(
        "approval by a second staff member",
        `${tql}/hold-approvals`,
        post(second, { reason: "The broker's owner called; this load is paid direct." }),
      );
      await send("approved again by the same", `${tql}/hold-approvals`, post(second, { reason: "Again." }));
      await send("funded by the approver", `${tql}/status`, withCookie(second, json("PATCH", funding)));
      await send("funded by another", `${tql}/status`, withCookie(staff, json("PATCH", funding)));
      await send(
        "verified once funded",
        `${tql}/verification`,
        post(staff, { contact: "TQL AP", method: "email", result: "Paid soon." }),
      );
    });
    expect(statuses(observed)).toMatchObject({
      "an ask-first broker's invoice": 200,
      "verified by fax": 422,
      "verified by phone": 201,
      "nothing to approve": 409,
      "linked to a broker not to fund": 200,
      "funding held": 409,
      "approval without a reason": 422,
      "approval by a second staff member": 201,
      "approved again by the same": 409,
      "funded by the approver": 409,
      "funded by another": 200,
      "verified once funded": 409,
    });
    type Detail = { invoice: { fundingHolds: { verificationRequired: string; holds: { kind: string }[] } } };
    expect((bodyOf(observed, "an ask-first broker's invoice") as Detail).invoice.fundingHolds).toMatchObject({
      verificationRequired:
        "the advance of $2,973.60 is above $2,500.00; Echo Global Logistics, Inc. is Ask first",
      holds: [{ kind: "verification" }],
    });
    expect((bodyOf(observed, "verified by phone") as Detail).invoice.fundingHolds.holds).toEqual([]);
    expect(bodyOf(observed, "funding held")).toMatchObject({
      error: expect.stringContaining("The broker Fastlane Freight Brokers LLC is marked Do not fund."),
      holds: [{ kind: "do-not-fund" }],
    });
    expect(bodyOf(observed, "funded by the approver")).toEqual({
      error: "You approved a hold on INV-DEM0-0002: another staff member must fund it.",
    });
    type History = { invoice: { history: { action: string; by: string }[] } };
    expect(
      (bodyOf(observed, "funded by another") as History).invoice.history.map((entry) => [
        entry.action,
        entry.by,
      ]),
    ).toEqual([
      ["created", "client"],
      ["status", "admin"],
      ["hold-approval", "second.staff"],
      ["status", "admin"],
    ]);
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
