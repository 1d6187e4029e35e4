import { count } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { quotes } from "../db/schema";
import { createTestApp, type TestApp } from "../../tests/support/api/harness";
import { validApplication, validQuote } from "../../mocks/fixture-requests";

let t: TestApp;
let staff: string;

const storedQuotes = async () => (await t.db.select({ total: count() }).from(quotes))[0]?.total;

const postQuote = (body: unknown, headers: Record<string, string> = {}) =>
  t.json("POST", "/api/quotes", body, headers);

beforeEach(async () => {
  t = await createTestApp();
  staff = await t.staffCookie();
});

describe("POST /api/quotes", () => {
  test("stores a valid quote and answers 201 with id, submittedAt and status new", async () => {
    const response = await postQuote(validQuote());
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      quote: {
        ...validQuote(),
        numberOfTrucks: 6,
        // UUID version 7: time-ordered (api/lib/ids.ts).
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        reference: expect.stringMatching(/^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
        submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        status: "new",
      },
    });
    expect(await storedQuotes()).toBe(1);
    const list = await (await t.request("/api/quotes", { headers: { cookie: staff } })).json();
    expect(list.quotes[0]).toEqual(body.quote);
  });

  test("accepts only the required fields, filling optional ones with empty values", async () => {
    const response = await postQuote({
      companyName: "Solo Hauling",
      contactName: "Jo Park",
      email: "jo.park@example.com",
      phone: "307-555-0100",
      agreeToTerms: true,
    });
    expect(response.status).toBe(201);
    const { quote } = await response.json();
    expect(quote).toMatchObject({ mcNumber: "", monthlyRevenue: "", numberOfTrucks: null, comments: "" });
  });

  test("names every missing required field in a 422 and stores nothing", async () => {
    const response = await postQuote({});
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error).toEqual(expect.any(String));
    expect(body.issues).toEqual({
      companyName: "Company name is required",
      contactName: "Contact name is required",
      email: "E-mail is required",
      phone: "Phone is required",
      agreeToTerms: "Agreement to the terms is required",
    });
    expect(await storedQuotes()).toBe(0);
  });

  test("answers in the request's language: Spanish asked by the page or by the address, English otherwise", async () => {
    const refused = { ...validQuote(), phone: "555-01", numberOfTrucks: "two" };
    const english = await (await postQuote(refused)).json();
    expect(english).toEqual({
      error: "Please correct the highlighted fields.",
      issues: {
        phone: "Enter a phone number with at least 10 digits",
        numberOfTrucks: "Number of trucks must be a whole number",
      },
    });
    const spanishIssues = {
      phone: "Escriba un teléfono de al menos 10 dígitos",
      numberOfTrucks: "El número de camiones debe ser un número entero",
    };
    const spanish = await postQuote(refused, { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" });
    expect(spanish.status).toBe(422);
    expect(await spanish.json()).toEqual({ error: "Corrija los campos marcados.", issues: spanishIssues });
    const named = await t.json("POST", "/api/quotes?lang=es", refused, { "Accept-Language": "en-US" });
    expect((await named.json()).issues).toEqual(spanishIssues);
    const englishPage = await postQuote(refused, { "Accept-Language": "en" });
    expect((await englishPage.json()).issues).toEqual(english.issues);
    const missing = await postQuote({}, { "Accept-Language": "es" });
    expect((await missing.json()).issues).toEqual({
      companyName: "Indique el nombre de la empresa",
      contactName: "Indique el nombre de contacto",
      email: "Indique el correo electrónico",
      phone: "Indique el teléfono",
      agreeToTerms: "Indique si acepta los términos",
    });
    expect(await storedQuotes()).toBe(0);
  });

  test.each([
    ["agreeToTerms false", { agreeToTerms: false }, "agreeToTerms"],
    ["an e-mail without @", { email: "dana.example.com" }, "email"],
    ["a phone with letters", { phone: "call me maybe" }, "phone"],
    ["an object where text belongs", { companyName: { $gt: "" } }, "companyName"],
    ["an array where text belongs", { contactName: ["a", "b"] }, "contactName"],
    ["a number where text belongs", { comments: 42 }, "comments"],
    ["a script in a text field", { comments: "<script>alert(1)</script>" }, "comments"],
    ["a javascript: URL in a text field", { companyName: "javascript:alert(1)" }, "companyName"],
    ["an option outside the list", { monthlyRevenue: "a-lot" }, "monthlyRevenue"],
    ["a fractional truck count", { numberOfTrucks: 2.5 }, "numberOfTrucks"],
    ["a text too long", { companyName: "x".repeat(121) }, "companyName"],
    ["an unknown field", { isAdmin: true }, "isAdmin"],
    ["a __proto__ key", JSON.parse('{"__proto__": {"polluted": true}}'), "__proto__"],
  ])("refuses %s with a 422 naming the field", async (_name, change, field) => {
    const response = await postQuote({ ...validQuote(), ...change });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(Object.keys(body.issues)).toEqual([field]);
    expect(await storedQuotes()).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test.each([
    ["a NUL byte", { companyName: "abc\u0000def" }, "companyName", "Company name"],
    ["a bell", { comments: "ring\u0007" }, "comments", "Comments"],
    ["a terminal escape", { contactName: "Dana \u001b[31mRed" }, "contactName", "Contact name"],
    ["a DEL", { comments: "x\u007fy" }, "comments", "Comments"],
    ["a C1 control", { comments: "next\u0085line" }, "comments", "Comments"],
    ["a form feed", { companyName: "Red\fMesa" }, "companyName", "Company name"],
  ])("refuses %s in a text field with a plain 422", async (_name, change, field, label) => {
    const response = await postQuote({ ...validQuote(), ...change });
    expect(response.status).toBe(422);
    const message = `${label} must not contain invisible control characters`;
    expect(await response.json()).toEqual({ error: message, issues: { [field]: message } });
    expect(await storedQuotes()).toBe(0);
  });

  test("keeps tabs and new lines in text, and stores Windows line ends as plain new lines", async () => {
    const comments = "Lanes:\tPHX-DEN\r\nTrucks:\t6\nReefer";
    const response = await postQuote({ ...validQuote(), comments });
    expect(response.status).toBe(201);
    const { quote } = await response.json();
    expect(quote.comments).toBe("Lanes:\tPHX-DEN\nTrucks:\t6\nReefer");
    const list = await (await t.request("/api/quotes", { headers: { cookie: staff } })).json();
    expect(list.quotes[0].comments).toBe(quote.comments);
  });

  test("answers malformed JSON with 400", async () => {
    const response = await t.request("/api/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"companyName": "Red Mesa",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  test.each([["[]"], ['"text"'], ["null"], ["12"]])(
    "answers a JSON body that is not an object (%s) with 400",
    async (body) => {
      const response = await t.request("/api/quotes", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "The request body must be a JSON object." });
    },
  );

  test("refuses bodies not sent as JSON with 415 (a cross-site form cannot post)", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await t.request("/api/quotes", {
        method: "POST",
        headers: { "Content-Type": type },
        body: JSON.stringify(validQuote()),
      });
      expect(response.status).toBe(415);
    }
    expect(await storedQuotes()).toBe(0);
  });

  test("refuses a body over 16 KB with 413", async () => {
    const response = await postQuote({ ...validQuote(), comments: "x".repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request is too large." });
    expect(await storedQuotes()).toBe(0);
  });

  test("refuses a body over the limit even without Content-Length (streamed)", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(4096));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await t.app.request("/api/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  test("refuses requests from another site's page with 403", async () => {
    const fromOrigin = await postQuote(validQuote(), { Origin: "https://evil.example" });
    expect(fromOrigin.status).toBe(403);
    const fromFetchSite = await postQuote(validQuote(), { "Sec-Fetch-Site": "cross-site" });
    expect(fromFetchSite.status).toBe(403);
    expect(await storedQuotes()).toBe(0);
    const sameOrigin = await postQuote(validQuote(), {
      Origin: "http://localhost",
      "Sec-Fetch-Site": "same-origin",
    });
    expect(sameOrigin.status).toBe(201);
  });

  test("answers a filled honeypot like a success but stores nothing", async () => {
    const response = await postQuote({ ...validQuote(), website: "http://spam.example" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.quote).toMatchObject({ companyName: "Red Mesa Freight LLC", status: "new" });
    expect(body.quote.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.quote).not.toHaveProperty("website");
    expect(await storedQuotes()).toBe(0);
  });

  describe("a filled honeypot gets exactly what a person gets, and nothing is stored", () => {
    const bot = (headers: Record<string, string> = {}, body: object = validQuote()) =>
      postQuote({ ...body, website: "http://spam.example" }, headers);

    test("the same fields in the same order, with a reference like a real one", async () => {
      const person = (await (await postQuote(validQuote())).json()).quote;
      const spam = (await (await bot()).json()).quote;
      expect(Object.keys(spam)).toEqual(Object.keys(person));
      expect(spam.reference).toMatch(/^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(spam.reference).not.toBe(person.reference);
      expect({ ...spam, id: "", reference: "", submittedAt: "" }).toEqual({
        ...person,
        id: "",
        reference: "",
        submittedAt: "",
      });
      expect(await storedQuotes()).toBe(1);
    });

    test("a malformed Idempotency-Key is refused with 400, as for a person", async () => {
      const response = await bot({ "Idempotency-Key": "bad key with spaces" });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(
        await (await postQuote(validQuote(), { "Idempotency-Key": "bad key with spaces" })).json(),
      );
    });

    test("the same key twice answers the first record again; another body under it is 409", async () => {
      const first = await bot({ "Idempotency-Key": "bot-key-1" });
      const again = await bot({ "Idempotency-Key": "bot-key-1" });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(await first.json());
      const other = await bot(
        { "Idempotency-Key": "bot-key-1" },
        { ...validQuote(), companyName: "Other Co" },
      );
      expect(other.status).toBe(409);
      expect(await storedQuotes()).toBe(0);
    });

    test("a key a person already used answers what that person's key answers", async () => {
      const person = await postQuote(validQuote(), { "Idempotency-Key": "shared-key" });
      const replay = await bot({ "Idempotency-Key": "shared-key" });
      expect(replay.status).toBe(201);
      expect((await replay.json()).quote.id).toBe((await person.json()).quote.id);
      const conflict = await bot(
        { "Idempotency-Key": "shared-key" },
        { ...validQuote(), companyName: "Other Co" },
      );
      expect(conflict.status).toBe(409);
      expect(await storedQuotes()).toBe(1);
    });
  });

  describe("Idempotency-Key", () => {
    test("a retry with the same key and body returns the first record and stores nothing new", async () => {
      const first = await postQuote(validQuote(), { "Idempotency-Key": "quote-7f3a" });
      const second = await postQuote(validQuote(), { "Idempotency-Key": "quote-7f3a" });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(await second.json()).toEqual(await first.json());
      expect(await storedQuotes()).toBe(1);
    });

    test("the same body under the same key matches however the JSON is laid out", async () => {
      const first = await postQuote(validQuote(), { "Idempotency-Key": "k1" });
      const reordered = Object.fromEntries(Object.entries(validQuote()).reverse());
      const second = await postQuote(reordered, { "Idempotency-Key": "k1" });
      expect((await second.json()).quote.id).toBe((await first.json()).quote.id);
    });

    test("a different body under a used key is refused with 409", async () => {
      await postQuote(validQuote(), { "Idempotency-Key": "k2" });
      const response = await postQuote(
        { ...validQuote(), companyName: "Other Co" },
        { "Idempotency-Key": "k2" },
      );
      expect(response.status).toBe(409);
      expect((await response.json()).error).toMatch(/Idempotency-Key/);
      expect(await storedQuotes()).toBe(1);
    });

    test("different keys store different records; keys of quotes and applications are apart", async () => {
      await postQuote(validQuote(), { "Idempotency-Key": "a" });
      await postQuote(validQuote(), { "Idempotency-Key": "b" });
      expect(await storedQuotes()).toBe(2);
    });

    test("concurrent retries with one key store one record", async () => {
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => postQuote(validQuote(), { "Idempotency-Key": "burst" })),
      );
      const ids = new Set(
        await Promise.all(responses.map(async (response) => (await response.json()).quote.id)),
      );
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
      expect(ids.size).toBe(1);
      expect(await storedQuotes()).toBe(1);
    });

    test("a malformed key is refused with 400", async () => {
      const response = await postQuote(validQuote(), { "Idempotency-Key": "has spaces in it" });
      expect(response.status).toBe(400);
      expect(await storedQuotes()).toBe(0);
    });
  });

  describe("the submission limit counts only requests it stores", () => {
    const from = (address: string, key?: string) => ({
      "X-Forwarded-For": address,
      ...(key ? { "Idempotency-Key": key } : {}),
    });

    test("429 with the agreed message and Retry-After once the allowance is used, per address, both forms together", async () => {
      t = await createTestApp({ limits: { submissionsPerMinute: 2 } });
      expect((await postQuote(validQuote(), from("203.0.113.5"))).status).toBe(201);
      expect(
        (await t.json("POST", "/api/fuel-card-applications", validApplication(), from("203.0.113.5"))).status,
      ).toBe(201);
      const limited = await postQuote(validQuote(), from("203.0.113.5"));
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: "Too many requests. Please wait a minute and try again.",
      });
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await postQuote(validQuote(), from("203.0.113.9"))).status).toBe(201);
      expect(await storedQuotes()).toBe(2);
    });

    test("refused bodies do not count", async () => {
      t = await createTestApp({ limits: { submissionsPerMinute: 3 } });
      for (let index = 0; index < 5; index++) {
        expect((await postQuote({}, from("203.0.113.5"))).status).toBe(422);
        expect((await postQuote(validQuote(), from("203.0.113.5", "bad key"))).status).toBe(400);
      }
      const accepted = [];
      for (let index = 0; index < 3; index++)
        accepted.push((await postQuote(validQuote(), from("203.0.113.5"))).status);
      expect(accepted).toEqual([201, 201, 201]);
      expect((await postQuote(validQuote(), from("203.0.113.5"))).status).toBe(429);
    });

    test("re-sends of a stored request (same key) do not count, and are answered even at the limit", async () => {
      t = await createTestApp({ limits: { submissionsPerMinute: 3 } });
      const first = [];
      for (const key of ["k1", "k2", "k3"])
        first.push(await (await postQuote(validQuote(), from("203.0.113.5", key))).json());
      // A flapping signal: every request sent again, twice.
      for (let round = 0; round < 2; round++) {
        for (const [index, key] of ["k1", "k2", "k3"].entries()) {
          const again = await postQuote(validQuote(), from("203.0.113.5", key));
          expect(again.status).toBe(201);
          expect(await again.json()).toEqual(first[index]);
        }
      }
      expect((await postQuote(validQuote(), from("203.0.113.5", "k4"))).status).toBe(429);
      expect((await postQuote(validQuote(), from("203.0.113.5", "k2"))).status).toBe(201);
      expect(await storedQuotes()).toBe(3);
    });
  });
});

describe("GET /api/quotes (staff)", () => {
  test("lists newest first with a total, paginated by limit and cursor", async () => {
    let clock = new Date("2025-03-01T12:00:00.000Z").getTime();
    t = await createTestApp({ now: () => new Date(clock) });
    staff = await t.staffCookie();
    for (let index = 1; index <= 5; index += 1) {
      clock += 60_000;
      await postQuote({ ...validQuote(), companyName: `Carrier ${index}` });
    }
    const names = (body: { quotes: { companyName: string }[] }) =>
      body.quotes.map((quote) => quote.companyName);

    const first = await (await t.request("/api/quotes?limit=2", { headers: { cookie: staff } })).json();
    expect(names(first)).toEqual(["Carrier 5", "Carrier 4"]);
    expect(first.total).toBe(5);
    expect(first.nextCursor).toEqual(expect.any(String));

    const second = await (
      await t.request(`/api/quotes?limit=2&cursor=${first.nextCursor}`, { headers: { cookie: staff } })
    ).json();
    expect(names(second)).toEqual(["Carrier 3", "Carrier 2"]);
    const third = await (
      await t.request(`/api/quotes?limit=2&cursor=${second.nextCursor}`, { headers: { cookie: staff } })
    ).json();
    expect(names(third)).toEqual(["Carrier 1"]);
    expect(third.nextCursor).toBeNull();
  });

  test("keeps a stable order for requests sent in the same millisecond", async () => {
    t = await createTestApp({ now: () => new Date("2025-03-01T12:00:00.000Z") });
    staff = await t.staffCookie();
    for (let index = 0; index < 7; index += 1) await postQuote(validQuote());
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page = await (
        await t.request(`/api/quotes?limit=3${query}`, { headers: { cookie: staff } })
      ).json();
      seen.push(...page.quotes.map((quote: { id: string }) => quote.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  test("defaults to 25 per page", async () => {
    for (let index = 0; index < 26; index += 1)
      await postQuote(validQuote(), { "X-Forwarded-For": `192.0.2.${index}` });
    const page = await (await t.request("/api/quotes", { headers: { cookie: staff } })).json();
    expect(page.quotes).toHaveLength(25);
    expect(page.total).toBe(26);
  });

  test.each([["0"], ["101"], ["ten"], ["-1"]])("refuses limit=%s with 422", async (limit) => {
    const response = await t.request(`/api/quotes?limit=${limit}`, { headers: { cookie: staff } });
    expect(response.status).toBe(422);
    expect((await response.json()).issues).toEqual({ limit: "Limit must be a whole number from 1 to 100" });
  });

  test("refuses a cursor it did not make with 422", async () => {
    const response = await t.request("/api/quotes?cursor=bm9wZQ", { headers: { cookie: staff } });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).issues)).toEqual(["cursor"]);
  });

  test("is never cached", async () => {
    const response = await t.request("/api/quotes", { headers: { cookie: staff } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/quotes/email/:email (staff)", () => {
  test("finds exact matches regardless of case, newest first", async () => {
    await postQuote({ ...validQuote(), email: "Dana.Whitfield@Example.com" });
    await postQuote({ ...validQuote(), email: "dana.whitfield@example.com", companyName: "Second" });
    await postQuote({ ...validQuote(), email: "xdana.whitfield@example.com" });
    const response = await t.request(
      `/api/quotes/email/${encodeURIComponent("DANA.WHITFIELD@example.COM")}`,
      { headers: { cookie: staff } },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.quotes).toHaveLength(2);
    expect(body.quotes[0].companyName).toBe("Second");
  });

  test("does not match part of an address", async () => {
    await postQuote(validQuote());
    const response = await t.request("/api/quotes/email/whitfield%40example.com", {
      headers: { cookie: staff },
    });
    expect((await response.json()).quotes).toEqual([]);
  });

  test("refuses something that is not an e-mail with 422", async () => {
    const response = await t.request("/api/quotes/email/not-an-email", { headers: { cookie: staff } });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).issues)).toEqual(["email"]);
  });
});

describe("GET /api/quotes/reference/:reference (staff)", () => {
  const search = (typed: string) =>
    t.request(`/api/quotes/reference/${encodeURIComponent(typed)}`, { headers: { cookie: staff } });

  test("finds the one quote of a reference, however staff type it", async () => {
    const { quote } = await (await postQuote(validQuote())).json();
    await postQuote({ ...validQuote(), companyName: "Another" });
    const [prefix, first, second] = (quote.reference as string).split("-") as [string, string, string];
    const sloppy = `${prefix.toLowerCase()} ${first.toLowerCase()} ${second.replace(/0/g, "O").replace(/1/g, "l")}`;
    for (const typed of [quote.reference, sloppy, `${prefix}${first}${second}`]) {
      const response = await search(typed);
      expect(response.status, typed).toBe(200);
      expect(await response.json()).toEqual({ success: true, quotes: [quote] });
    }
  });

  test("a reference nobody has, or of a fuel card application, finds nothing", async () => {
    await postQuote(validQuote());
    const application = (
      await (await t.json("POST", "/api/fuel-card-applications", validApplication())).json()
    ).application;
    expect((await (await search("Q-0000-0000")).json()).quotes).toEqual([]);
    expect((await (await search(application.reference)).json()).quotes).toEqual([]);
  });

  test("refuses something that cannot be a reference with 422", async () => {
    const response = await search("not a reference");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "Enter a reference like Q-7K3M-9PX2.",
      issues: { reference: "Enter a reference like Q-7K3M-9PX2." },
    });
  });

  test("needs a staff session", async () => {
    const response = await t.request("/api/quotes/reference/Q-0000-0000");
    expect(response.status).toBe(401);
  });
});

describe("PATCH /api/quotes/:id/status (staff)", () => {
  test("changes the status and returns the quote", async () => {
    const { quote } = await (await postQuote(validQuote())).json();
    const response = await t.json(
      "PATCH",
      `/api/quotes/${quote.id}/status`,
      { status: "contacted" },
      { cookie: staff },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, quote: { ...quote, status: "contacted" } });
    const listed = await (await t.request("/api/quotes", { headers: { cookie: staff } })).json();
    expect(listed.quotes[0].status).toBe("contacted");
  });

  test("refuses a status outside the list with 422", async () => {
    const { quote } = await (await postQuote(validQuote())).json();
    const response = await t.json(
      "PATCH",
      `/api/quotes/${quote.id}/status`,
      { status: "archived" },
      { cookie: staff },
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).issues)).toEqual(["status"]);
  });

  test("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["7c9e6679-7425-40de-944b-e07fc1f90ae7", "not-a-uuid"]) {
      const response = await t.json(
        "PATCH",
        `/api/quotes/${id}/status`,
        { status: "approved" },
        { cookie: staff },
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Quote not found." });
    }
  });
});

describe("GET /api/quotes/export.csv (staff)", () => {
  test("exports every quote as a formula-safe, properly quoted CSV attachment", async () => {
    await postQuote({
      ...validQuote(),
      companyName: '=HYPERLINK("http://evil.example")',
      comments: 'He said "net 30",\nthen paid late',
    });
    await postQuote({ ...validQuote(), contactName: "@SUM(A1)", mcNumber: "" });
    const response = await t.request("/api/quotes/export.csv", { headers: { cookie: staff } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toBe(
      '"Reference ID","Submitted at (UTC)","Status","Company","Contact","E-mail","Phone","MC number",' +
        '"DOT number","Monthly revenue","Business type","Years in business","Number of trucks",' +
        '"Services interested","Comments"',
    );
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(text).toContain('"He said ""net 30"",\nthen paid late"');
    expect(text).toContain('"\'@SUM(A1)"');
    expect(text).toContain('"$50,000 - $100,000"');
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(3);
  });

  test("takes the list's search (an e-mail or a reference) and a status", async () => {
    const first = (await (await postQuote({ ...validQuote(), email: "Ana@Example.com" })).json()).quote;
    await postQuote({ ...validQuote(), email: "ana@example.com" });
    await postQuote({ ...validQuote(), email: "bo@example.com" });
    await t.json("PATCH", `/api/quotes/${first.id}/status`, { status: "contacted" }, { cookie: staff });
    const rows = async (query: string) => {
      const response = await t.request(`/api/quotes/export.csv${query}`, { headers: { cookie: staff } });
      expect(response.status).toBe(200);
      return (await response.text()).split("\r\n").filter(Boolean).slice(1);
    };
    expect(await rows("")).toHaveLength(3);
    expect(await rows("?q=ANA%40example.com")).toHaveLength(2);
    expect(await rows("?q=ana%40example.com&status=contacted")).toHaveLength(1);
    expect(await rows("?status=new")).toHaveLength(2);
    const byReference = await rows(`?q=${first.reference.toLowerCase()}`);
    expect([byReference.length, byReference[0]?.startsWith(`"${first.reference}"`)]).toEqual([1, true]);
    const refused = await t.request("/api/quotes/export.csv?q=not-an-address", {
      headers: { cookie: staff },
    });
    expect(refused.status).toBe(422);
    expect(
      (await t.request("/api/quotes/export.csv?status=paid", { headers: { cookie: staff } })).status,
    ).toBe(422);
  });
});
