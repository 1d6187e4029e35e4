import { count } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { fuelCardApplications } from "../db/schema";
import { createTestApp, type TestApp } from "../../tests/support/api/harness";
import { validApplication, validQuote } from "../../mocks/fixture-requests";

let t: TestApp;
let staff: string;

const stored = async () => (await t.db.select({ total: count() }).from(fuelCardApplications))[0]?.total;
const apply = (body: unknown, headers: Record<string, string> = {}) =>
  t.json("POST", "/api/fuel-card-applications", body, headers);

beforeEach(async () => {
  t = await createTestApp();
  staff = await t.staffCookie();
});

describe("POST /api/fuel-card-applications", () => {
  test("stores a valid application and answers 201 with the application", async () => {
    const response = await apply(validApplication());
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      application: {
        ...validApplication(),
        id: expect.any(String),
        reference: expect.stringMatching(/^F-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
        submittedAt: expect.any(String),
        status: "new",
      },
    });
    expect(await stored()).toBe(1);
  });

  test("requires every field but comments, which is the only optional one", async () => {
    const response = await apply({ comments: "only this" });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).issues).sort()).toEqual(
      [
        "agreeToTerms",
        "businessType",
        "companyName",
        "contactName",
        "dotNumber",
        "email",
        "fuelCardTier",
        "mcNumber",
        "monthlyFuelSpend",
        "numberOfTrucks",
        "phone",
        "preferredFuelBrands",
        "primaryRoutes",
        "yearsInBusiness",
      ].sort(),
    );
    expect(await stored()).toBe(0);
  });

  test.each([
    ["a truck count in words", { numberOfTrucks: "eight" }, "numberOfTrucks"],
    ["zero trucks", { numberOfTrucks: 0 }, "numberOfTrucks"],
    ["a tier outside the list", { fuelCardTier: "platinum" }, "fuelCardTier"],
    ["an empty primary route", { primaryRoutes: "   " }, "primaryRoutes"],
    [
      "markup in a text field",
      { preferredFuelBrands: "<img src=x onerror=alert(1)>" },
      "preferredFuelBrands",
    ],
    ["a quote-only field", { servicesInterested: "factoring" }, "servicesInterested"],
  ])("refuses %s with a 422 naming the field", async (_name, change, field) => {
    const response = await apply({ ...validApplication(), ...change });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).issues)).toEqual([field]);
    expect(await stored()).toBe(0);
  });

  test("names each refused field in the request's language", async () => {
    const refused = {
      ...validApplication(),
      fuelCardTier: "platinum",
      primaryRoutes: "   ",
      preferredFuelBrands: "<b>Pilot</b>",
      servicesInterested: "factoring",
    };
    const spanish = await apply(refused, { "Accept-Language": "es" });
    expect(spanish.status).toBe(422);
    expect((await spanish.json()).issues).toEqual({
      fuelCardTier: "Elija el nivel de la tarjeta",
      primaryRoutes: "Indique las rutas principales",
      preferredFuelBrands: "No use HTML ni scripts en las marcas de combustible preferidas",
      servicesInterested: "Campo desconocido",
    });
    const english = await apply(refused, { "Accept-Language": "en-US" });
    expect((await english.json()).issues).toEqual({
      fuelCardTier: "Choose fuel card tier",
      primaryRoutes: "Primary routes is required",
      preferredFuelBrands: "Preferred fuel brands must not contain HTML or scripts",
      servicesInterested: "Unknown field",
    });
    expect(await stored()).toBe(0);
  });

  test("accepts the truck count as text from a form field", async () => {
    const response = await apply({ ...validApplication(), numberOfTrucks: "12" });
    expect((await response.json()).application.numberOfTrucks).toBe(12);
  });

  test("refuses malformed JSON with 400 and a quote's body with 422", async () => {
    const malformed = await t.request("/api/fuel-card-applications", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{'single': 'quotes'}",
    });
    expect(malformed.status).toBe(400);
    expect((await apply(validQuote())).status).toBe(422);
  });

  test("answers a filled honeypot like a success but stores nothing", async () => {
    const response = await apply({ ...validApplication(), website: "x" });
    expect(response.status).toBe(201);
    expect((await response.json()).application.status).toBe("new");
    expect(await stored()).toBe(0);
  });

  test("a filled honeypot's answer has a person's fields, order, reference and idempotency", async () => {
    const person = (await (await apply(validApplication())).json()).application;
    const first = await apply({ ...validApplication(), website: "x" }, { "Idempotency-Key": "bot-app" });
    const again = await apply({ ...validApplication(), website: "x" }, { "Idempotency-Key": "bot-app" });
    const spam = (await first.json()).application;
    expect(Object.keys(spam)).toEqual(Object.keys(person));
    expect(spam.reference).toMatch(/^F-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect((await again.json()).application).toEqual(spam);
    expect(await stored()).toBe(1);
  });

  test("honours Idempotency-Key: same body returns the first record, another body 409", async () => {
    const first = await (await apply(validApplication(), { "Idempotency-Key": "app-1" })).json();
    const again = await apply(validApplication(), { "Idempotency-Key": "app-1" });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    const other = await apply(
      { ...validApplication(), fuelCardTier: "gold" },
      { "Idempotency-Key": "app-1" },
    );
    expect(other.status).toBe(409);
    expect(await stored()).toBe(1);
  });

  test("keeps its Idempotency-Keys apart from the quotes'", async () => {
    expect((await t.json("POST", "/api/quotes", validQuote(), { "Idempotency-Key": "shared" })).status).toBe(
      201,
    );
    expect((await apply(validApplication(), { "Idempotency-Key": "shared" })).status).toBe(201);
    expect(await stored()).toBe(1);
  });
});

describe("staff views of applications", () => {
  test("lists newest first with total and cursor", async () => {
    let clock = Date.parse("2025-05-01T08:00:00.000Z");
    t = await createTestApp({ now: () => new Date(clock) });
    staff = await t.staffCookie();
    for (const tier of ["bronze", "silver", "gold"]) {
      clock += 1000;
      await apply({ ...validApplication(), fuelCardTier: tier });
    }
    const first = await (
      await t.request("/api/fuel-card-applications?limit=2", { headers: { cookie: staff } })
    ).json();
    expect(first.success).toBe(true);
    expect(first.total).toBe(3);
    expect(
      first.applications.map((application: { fuelCardTier: string }) => application.fuelCardTier),
    ).toEqual(["gold", "silver"]);
    const rest = await (
      await t.request(`/api/fuel-card-applications?limit=2&cursor=${first.nextCursor}`, {
        headers: { cookie: staff },
      })
    ).json();
    expect(
      rest.applications.map((application: { fuelCardTier: string }) => application.fuelCardTier),
    ).toEqual(["bronze"]);
    expect(rest.nextCursor).toBeNull();
  });

  test("searches by reference, typed in any case", async () => {
    const { application } = await (await apply(validApplication())).json();
    const found = await (
      await t.request(`/api/fuel-card-applications/reference/${application.reference.toLowerCase()}`, {
        headers: { cookie: staff },
      })
    ).json();
    expect(found).toEqual({ success: true, applications: [application] });
  });

  test("searches by e-mail, exact and case-insensitive", async () => {
    await apply(validApplication());
    const found = await (
      await t.request("/api/fuel-card-applications/email/OWEN.MARSH%40EXAMPLE.COM", {
        headers: { cookie: staff },
      })
    ).json();
    expect(found).toEqual({
      success: true,
      applications: [expect.objectContaining({ email: "owen.marsh@example.com" })],
    });
    const none = await (
      await t.request("/api/fuel-card-applications/email/owen%40example.com", { headers: { cookie: staff } })
    ).json();
    expect(none.applications).toEqual([]);
  });

  test("changes the status; 404 for an unknown id; 422 for an unknown status", async () => {
    const { application } = await (await apply(validApplication())).json();
    const changed = await t.json(
      "PATCH",
      `/api/fuel-card-applications/${application.id}/status`,
      { status: "approved" },
      { cookie: staff },
    );
    expect(await changed.json()).toEqual({
      success: true,
      application: { ...application, status: "approved" },
    });
    const unknown = await t.json(
      "PATCH",
      "/api/fuel-card-applications/3f2504e0-4f89-41d3-9a0c-0305e82c3301/status",
      { status: "approved" },
      { cookie: staff },
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Fuel card application not found." });
    const invalid = await t.json(
      "PATCH",
      `/api/fuel-card-applications/${application.id}/status`,
      { status: 3 },
      { cookie: staff },
    );
    expect(invalid.status).toBe(422);
  });

  test("exports a formula-safe CSV with option labels", async () => {
    await apply({ ...validApplication(), primaryRoutes: "+1 lane: I-40", preferredFuelBrands: "-cheapest-" });
    const response = await t.request("/api/fuel-card-applications/export.csv", {
      headers: { cookie: staff },
    });
    expect(response.headers.get("content-disposition")).toMatch(
      /filename="fuel-card-applications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe(
      '"Reference ID","Submitted at (UTC)","Status","Company","Contact","E-mail","Phone","MC number",' +
        '"DOT number","Fuel card tier","Monthly fuel spend","Business type","Years in business",' +
        '"Number of trucks","Primary routes","Preferred fuel brands","Comments"',
    );
    expect(text).toContain('"\'+1 lane: I-40"');
    expect(text).toContain('"\'-cheapest-"');
    expect(text).toContain('"Silver"');
    expect(text).toContain('"$5,000 - $10,000"');
  });
});
