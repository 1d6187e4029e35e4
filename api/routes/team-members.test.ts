import sharp from "sharp";
import { beforeEach, describe, expect, test } from "vitest";
import { seedTeam } from "../contract/seed-team";
import { createTestApp, type TestApp } from "../../tests/support/api/harness";

let t: TestApp;
let staff: string;
const KAREN = seedTeam[0].id;

const image = (format: "png" | "jpeg" | "webp" | "gif", width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: "#b4432a" } })
    .toFormat(format)
    .toBuffer();
const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
const putMember = (id: string, body: unknown, cookie = staff) =>
  t.json("PUT", `/api/team-members/${id}`, body, { cookie });

beforeEach(async () => {
  t = await createTestApp();
  staff = await t.staffCookie();
});

describe("GET /api/team-members", () => {
  test("lists the team in order, without photos inlined", async () => {
    const response = await t.request("/api/team-members");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.teamMembers.map((member: { name: string }) => member.name)).toEqual(
      seedTeam.map((member) => member.name),
    );
    expect(body.teamMembers[0]).toEqual({
      id: KAREN,
      name: seedTeam[0].name,
      role: seedTeam[0].role,
      experience: seedTeam[0].experience,
      bio: seedTeam[0].bio,
      profileImage: null,
      translations: seedTeam[0].translations,
    });
  });

  test("has an ETag, revalidates with no-cache and answers If-None-Match with 304", async () => {
    const first = await t.request("/api/team-members");
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^W\/"[0-9a-f]+"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await t.request("/api/team-members", { headers: { "If-None-Match": tag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    await putMember(KAREN, {
      ...seedTeam[0],
      sortOrder: undefined,
      id: undefined,
      name: "Karen W. Whitaker",
    });
    const changed = await t.request("/api/team-members", { headers: { "If-None-Match": tag ?? "" } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(tag);
  });

  test("stays small with large photos: the list carries URLs, not images", async () => {
    const big = await sharp({
      create: {
        width: 1600,
        height: 1600,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    for (const member of seedTeam)
      expect((await putMember(member.id, { profileImage: dataUrl("image/jpeg", big) })).status).toBe(200);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const text = await (await t.request("/api/team-members")).text();
    expect(text.length).toBeLessThan(4000);
  });
});

describe("PUT /api/team-members/:id with details", () => {
  test("updates name, role, experience and bio", async () => {
    const details = { name: "Karen Whitaker-Lee", role: "CEO", experience: "23 years", bio: "Founded TPF." };
    const response = await putMember(KAREN, details);
    expect(response.status).toBe(200);
    // A body without translations leaves the Spanish words as they were.
    expect(await response.json()).toEqual({
      success: true,
      teamMember: { id: KAREN, ...details, profileImage: null, translations: seedTeam[0].translations },
    });
    const list = await (await t.request("/api/team-members")).json();
    expect(list.teamMembers[0]).toMatchObject(details);
  });

  test("stores the Spanish words beside the English; an empty one is none, and shows the English", async () => {
    const details = { name: "Karen Whitaker", role: "CEO", experience: "23 years", bio: "Founded TPF." };
    const spanish = { role: "  Directora ejecutiva ", experience: "", bio: "Fundó TPF.\r\nY la dirige." };
    const response = await putMember(KAREN, { ...details, translations: { es: spanish } });
    expect(response.status).toBe(200);
    const expected = { role: "Directora ejecutiva", experience: "", bio: "Fundó TPF.\nY la dirige." };
    expect((await response.json()).teamMember.translations).toEqual({ es: expected });
    const list = await (await t.request("/api/team-members")).json();
    expect(list.teamMembers[0].translations).toEqual({ es: expected });
    // The other members keep theirs.
    expect(list.teamMembers[1].translations).toEqual(seedTeam[1].translations);

    const cleared = await putMember(KAREN, {
      ...details,
      translations: { es: { role: "", experience: "", bio: "" } },
    });
    expect((await cleared.json()).teamMember.translations).toEqual({
      es: { role: "", experience: "", bio: "" },
    });
  });

  test("refuses scripted or overlong Spanish words and languages it does not know, by the field's path", async () => {
    const details = { name: "K", role: "CEO", experience: "20 years", bio: "Bio" };
    for (const [translations, field, message] of [
      [
        { es: { role: "<b>CEO</b>" } },
        "translations.es.role",
        "Role in Spanish must not contain HTML or scripts",
      ],
      [
        { es: { experience: "x".repeat(161) } },
        "translations.es.experience",
        "Experience in Spanish must be at most 160 characters",
      ],
      [{ es: { bio: "Bio", title: "Jefa" } }, "translations.es.title", "Unknown field"],
      [{ fr: { role: "PDG" } }, "translations.fr", "Unknown field"],
    ] as const) {
      const response = await putMember(KAREN, { ...details, translations });
      expect(response.status).toBe(422);
      expect((await response.json()).issues).toEqual({ [field]: message });
    }
    const list = await (await t.request("/api/team-members")).json();
    expect(list.teamMembers[0].translations).toEqual(seedTeam[0].translations);
  });

  test("requires all four fields", async () => {
    const response = await putMember(KAREN, { name: "Only Name" });
    expect(response.status).toBe(422);
    expect((await response.json()).issues).toEqual({
      role: "Role is required",
      experience: "Experience is required",
      bio: "Bio is required",
    });
  });

  test("refuses blank, scripted or mistyped fields and unknown ones", async () => {
    const details = { name: "K", role: "CEO", experience: "20 years", bio: "Bio" };
    for (const [change, field] of [
      [{ name: "   " }, "name"],
      [{ bio: "<script>fetch('/x')</script>" }, "bio"],
      [{ role: { text: "CEO" } }, "role"],
      [{ name: "Karen\u0000Whitaker" }, "name"],
      [{ experience: "22 years\u001b[0m" }, "experience"],
      [{ sortOrder: 1 }, "sortOrder"],
    ] as const) {
      const response = await putMember(KAREN, { ...details, ...change });
      expect(response.status).toBe(422);
      expect(Object.keys((await response.json()).issues)).toEqual([field]);
    }
  });

  test("answers 404 for an unknown member", async () => {
    const response = await putMember("no-such-member", { name: "A", role: "B", experience: "C", bio: "D" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Team member not found." });
  });
});

describe("PUT /api/team-members/:id with a photo", () => {
  test.each(["png", "jpeg", "webp", "gif"] as const)(
    "accepts %s, downscales it to 512 px and serves it with a long cache",
    async (format) => {
      const upload = await image(format, 1600, 900);
      const response = await putMember(KAREN, { profileImage: dataUrl(`image/${format}`, upload) });
      expect(response.status).toBe(200);
      const { teamMember } = await response.json();
      expect(teamMember.profileImage).toMatch(
        new RegExp(`^/api/team-members/${KAREN}/photo\\?v=[0-9a-f]{16}$`),
      );

      const photo = await t.request(teamMember.profileImage);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("content-type")).toBe(`image/${format}`);
      expect(photo.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
      expect([metadata.width, metadata.height]).toEqual([512, 288]);
    },
  );

  test("keeps small photos at their size", async () => {
    await putMember(KAREN, { profileImage: dataUrl("image/png", await image("png", 120, 80)) });
    const { teamMembers } = await (await t.request("/api/team-members")).json();
    const photo = await t.request(teamMembers[0].profileImage);
    const metadata = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([120, 80]);
  });

  test("a new photo gets a new URL; the photo answers If-None-Match with 304", async () => {
    const first = (
      await (await putMember(KAREN, { profileImage: dataUrl("image/png", await image("png")) })).json()
    ).teamMember;
    const photo = await t.request(first.profileImage);
    const tag = photo.headers.get("etag") ?? "";
    expect((await t.request(first.profileImage, { headers: { "If-None-Match": tag } })).status).toBe(304);

    const red = await sharp({ create: { width: 30, height: 30, channels: 3, background: "#00f" } })
      .png()
      .toBuffer();
    const second = (await (await putMember(KAREN, { profileImage: dataUrl("image/png", red) })).json())
      .teamMember;
    expect(second.profileImage).not.toBe(first.profileImage);
    const stale = await t.request(first.profileImage);
    expect(stale.headers.get("cache-control")).toBe("no-cache");
  });

  test("answers 404 for a member without a photo", async () => {
    const response = await t.request(`/api/team-members/${KAREN}/photo`);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toEqual(expect.any(String));
  });

  test.each([
    [
      "an SVG (even declared as PNG)",
      dataUrl(
        "image/png",
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ),
    ],
    ["an SVG declared as SVG", dataUrl("image/svg+xml", new TextEncoder().encode("<svg/>"))],
    ["HTML", dataUrl("image/jpeg", new TextEncoder().encode("<html><script>alert(1)</script></html>"))],
    ["a PDF", dataUrl("image/png", new TextEncoder().encode("%PDF-1.7 ..."))],
    ["a URL instead of a data string", "https://evil.example/photo.png"],
    ["broken base64", "data:image/png;base64,@@@@"],
  ])("refuses %s with 422 and its message", async (_name, profileImage) => {
    const response = await putMember(KAREN, { profileImage });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "Please select a valid image file (JPG, PNG, etc.)",
      issues: { profileImage: "Please select a valid image file (JPG, PNG, etc.)" },
    });
  });

  test("refuses a file that starts like a PNG but is not one with 422", async () => {
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const response = await putMember(KAREN, { profileImage: dataUrl("image/png", fake) });
    expect(response.status).toBe(422);
    expect((await response.json()).issues.profileImage).toMatch(/could not be read/);
  });

  test("refuses an image over 5 MB with 413 and its message", async () => {
    const header = await image("png");
    const oversized = new Uint8Array(5 * 1024 * 1024 + 1);
    oversized.set(header);
    const response = await putMember(KAREN, { profileImage: dataUrl("image/png", oversized) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: "Image file is too large. Please use an image smaller than 5MB.",
    });
  });

  test("refuses a body over 8 MB before reading it", async () => {
    const response = await putMember(KAREN, {
      profileImage: `data:image/png;base64,${"A".repeat(9 * 1024 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe(
      "Image file is too large. Please use an image smaller than 5MB.",
    );
  });

  test("refuses a photo plus other fields, and a photo for an unknown member", async () => {
    const png = dataUrl("image/png", await image("png"));
    const mixed = await putMember(KAREN, { profileImage: png, name: "X" });
    expect(mixed.status).toBe(422);
    expect(Object.keys((await mixed.json()).issues)).toEqual(["name"]);
    expect((await putMember("nobody", { profileImage: png })).status).toBe(404);
  });
});
