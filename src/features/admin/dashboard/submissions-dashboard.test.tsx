// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApiForTests, signInToMocks } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";

/*
 * A signed-in screen against the mocks: the mock API keeps the session
 * cookie of the sign-in below (as a browser would) and starts again from its
 * fixtures after every test (12 quotes, 8 fuel card applications).
 */
mockApiForTests();

/** The staff dashboard as the app opens it: its route's guard asks the (mock) server for the session. */
const renderDashboard = () => renderApp("/admin/quotes");

describe("the staff dashboard, signed in", () => {
  it("shows the counters and the newest quote requests", async () => {
    await signInToMocks("staff");
    await renderDashboard();
    expect(await screen.findByText("Showing 12 of 12 quote requests")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Summary" });
    expect(within(summary).getByText("Quote requests").previousElementSibling).toHaveTextContent("12");
    expect(within(summary).getByText("Fuel card applications").previousElementSibling).toHaveTextContent("8");
    expect(screen.getByRole("table", { name: /Quote requests, newest first/ })).toHaveTextContent(
      "Red Mesa Freight LLC",
    );
  });

  it("heads each list's columns as staff read them", async () => {
    const user = userEvent.setup();
    await signInToMocks("staff");
    await renderDashboard();
    const headings = (name: RegExp) =>
      within(screen.getByRole("table", { name }))
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent);
    expect(await screen.findByText("Showing 12 of 12 quote requests")).toBeInTheDocument();
    expect(headings(/Quote requests, newest first/)).toEqual([
      "Submitted",
      "Company",
      "Reference",
      "Contact",
      "Phone",
      "Service",
      "Status",
      "Details",
    ]);
    await user.click(screen.getByRole("tab", { name: "Fuel Card Applications" }));
    expect(await screen.findByRole("table", { name: /Fuel card applications, newest first/ })).toBeVisible();
    expect(headings(/Fuel card applications, newest first/)).toEqual([
      "Submitted",
      "Company",
      "Reference",
      "Contact",
      "Phone",
      "Tier",
      "Monthly fuel",
      "Status",
      "Details",
    ]);
  });

  it("Export CSV saves the file the API answers (mocks and server alike), not the page", async () => {
    const saved: { blob?: Blob; filename?: string } = {};
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:tpf/export"), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href !== "blob:tpf/export") return;
      saved.filename = this.download;
      saved.blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    });
    const user = userEvent.setup();
    await signInToMocks("staff");
    await renderDashboard();
    await screen.findByText("Showing 12 of 12 quote requests");

    const [exportQuotes] = screen.getAllByRole("link", { name: "Export CSV" });
    if (!exportQuotes) throw new Error("no Export CSV link");
    await user.click(exportQuotes);

    await vi.waitFor(() => expect(saved.filename).toMatch(/^quotes-\d{4}-\d{2}-\d{2}\.csv$/));
    const csv = (await saved.blob?.text()) ?? "";
    expect(csv.split("\r\n")[0]).toMatch(/^"Reference ID","Submitted at \(UTC\)","Status","Company"/);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(13);
    expect(csv).toContain('"Red Mesa Freight LLC"');
  });

  it("Export CSV during a search exports what the search found", async () => {
    const saved: { blob?: Blob } = {};
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:tpf/export"), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href === "blob:tpf/export")
        saved.blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    });
    const user = userEvent.setup();
    await signInToMocks("staff");
    await renderApp("/admin/quotes?q=ray.hollis%40example.com");
    await screen.findByText("1 quote request for ray.hollis@example.com");

    const [exportQuotes] = screen.getAllByRole("link", { name: "Export CSV" });
    if (!exportQuotes) throw new Error("no Export CSV link");
    expect(exportQuotes).toHaveAttribute("href", "/api/quotes/export.csv?q=ray.hollis%40example.com");
    await user.click(exportQuotes);

    await vi.waitFor(() => expect(saved.blob).toBeDefined());
    const rows = ((await saved.blob?.text()) ?? "").split("\r\n").filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('"ray.hollis@example.com"');
  });
});
