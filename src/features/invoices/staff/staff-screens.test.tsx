// @vitest-environment jsdom
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";

/*
 * Staff screens load through their routes' loaders
 * (docs/decisions/0075-route-loaders.md): the screen first shows with its
 * data, the address's filters are the loader's, and a failure is the
 * route's error state with Try again.
 */
const mock = mockApiForTests();

describe("staff screens", () => {
  it("one invoice is there when the screen first shows", async () => {
    await signInToMocks("staff");
    await renderApp("/admin/invoices/INV-DEM0-0002");
    expect(screen.getByRole("heading", { level: 2, name: "INV-DEM0-0002" })).toBeInTheDocument();
  });

  it("the invoice list first shows filtered as the address says", async () => {
    await signInToMocks("staff");
    await renderApp("/admin/invoices?status=needs-documents");
    // A review status's list is a queue, and says so.
    const table = screen.getByRole("table", { name: "Needs documents invoices, oldest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent("Needs documents");
  });

  it("Flagged in the address lists the possible duplicates, each linking to the other", async () => {
    await signInToMocks("staff");
    await renderApp("/admin/invoices?flagged=1");
    const table = screen.getByRole("table", { name: "Flagged invoices, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ),
    ).toEqual([
      ["INV-DEM0-0004", "INV-DEM0-0005"],
      ["INV-DEM0-0005", "INV-DEM0-0004"],
    ]);
    for (const row of rows) expect(row).toHaveTextContent("Possible duplicate");
    expect(screen.getByRole("button", { name: "Flagged as possible duplicates" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("Export CSV holds the list as filtered", async () => {
    const saved: { blob?: Blob } = {};
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:tpf/export"), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href === "blob:tpf/export")
        saved.blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    });
    await signInToMocks("staff");
    await renderApp("/admin/invoices?flagged=1&status=declined");
    await userEvent.setup().click(screen.getByRole("button", { name: "Export CSV" }));
    await vi.waitFor(() => expect(saved.blob).toBeDefined());
    const [header, ...rows] = ((await saved.blob?.text()) ?? "").split("\r\n").filter(Boolean);
    expect(header).toContain('"Flagged as duplicate of"');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^"INV-DEM0-0005",.*"INV-DEM0-0004"/);
  });

  it("a flagged invoice names the other and why", async () => {
    await signInToMocks("staff");
    await renderApp("/admin/invoices/INV-DEM0-0005");
    const notice = screen.getByText("Possible duplicate: check before funding").parentElement;
    expect(notice).toHaveTextContent("INV-DEM0-0004: same broker and load number, same page file");
    expect(within(notice!).getByRole("link", { name: "INV-DEM0-0004" })).toHaveAttribute(
      "href",
      "/admin/invoices/INV-DEM0-0004",
    );
  });

  it("the team screen says it is loading the team in the staff frame, then shows it", async () => {
    await signInToMocks("staff");
    mock().setControls({ delayMs: 300 });
    await renderApp("/admin/team");
    expect(screen.getByRole("heading", { level: 1, name: "Team Management" })).toBeInTheDocument();
    expect(screen.getByText("Loading team members...")).toHaveAttribute("role", "status");
    const team = await screen.findByRole("list", { name: "Team members" });
    expect(within(team).getAllByRole("listitem").length).toBe(4);
  });

  it("a failed load says so, and Try again loads the screen", async () => {
    await signInToMocks("staff");
    mock().setControls({ fail: { status: 503, pathPrefix: "/api/admin/invoices" } });
    await renderApp("/admin/invoices/INV-DEM0-0002");
    expect(screen.getByText("This invoice could not be loaded")).toBeInTheDocument();
    mock().setControls({});
    act(() => screen.getByRole("button", { name: "Try again" }).click());
    expect(await screen.findByRole("heading", { level: 2, name: "INV-DEM0-0002" })).toBeInTheDocument();
  });
});
