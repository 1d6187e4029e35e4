// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { InvoicePage } from "../../../../api/contract/invoice";
import { MOCK_CREDENTIALS } from "../../../../mocks/fixtures";
import { mockApiForTests } from "../../../../tests/support/app/mock-api";
import { renderApp } from "../../../../tests/support/app/render-app";
import { renderWithRouter } from "../../../../tests/support/app/render-with-router";
import { InvoicePages } from "../components/invoice-detail";
import { PageViewer } from "./page-viewer";

/*
 * The staff page viewer (docs/decisions/0130-page-viewer.md): the order
 * across documents and the sheets of a PDF, the position it says, the keys,
 * where focus goes back, and a turn saved for everyone. pdf.js itself does
 * not run in jsdom: its module answers with a letter-size sheet.
 */
vi.mock("./pdf-document", () => ({
  openPdf: vi.fn(async () => ({ destroy: vi.fn() })),
  sheetSize: vi.fn(async () => ({ width: 612, height: 792 })),
  drawSheet: vi.fn(async () => document.createElement("canvas")),
}));

mockApiForTests();

let id = 0;
const page = (fields: Partial<InvoicePage> & Pick<InvoicePage, "documentKind" | "order">): InvoicePage => {
  id += 1;
  return {
    id: `page-${id}`,
    contentType: "image/png",
    size: 1000,
    sha256: "0".repeat(64),
    url: `/api/invoices/INV-TEST-0001/pages/page-${id}`,
    addedAt: "2026-05-04T15:00:00.000Z",
    rotation: 0,
    warnings: [],
    ...fields,
  };
};

/** Listed out of order on purpose: the viewer orders by document, then page. */
const pages = [
  page({ documentKind: "receipt", order: 1 }),
  page({ documentKind: "bol-pod", order: 2, warnings: ["dark", "blurred"] }),
  page({ documentKind: "rate-confirmation", order: 2 }),
  page({ documentKind: "bol-pod", order: 1 }),
  page({ documentKind: "rate-confirmation", order: 1, contentType: "application/pdf", pdfPages: 3 }),
];

function Viewer({ start }: { start: number }) {
  const [at, setAt] = useState<number | undefined>(start);
  return (
    <>
      <p data-testid="closed">{at === undefined ? "closed" : "open"}</p>
      <PageViewer
        reference="INV-TEST-0001"
        pages={pages}
        at={at}
        onMove={setAt}
        onClose={() => setAt(undefined)}
        onClosed={() => {}}
      />
    </>
  );
}

const title = () => within(screen.getByRole("dialog")).getByRole("heading").textContent;

describe("the page viewer", () => {
  it("steps through every sheet by document with the arrow keys, saying where it is", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Viewer start={0} />);
    const seen = [title()];
    for (let step = 0; step < 7; step += 1) {
      await user.keyboard("{ArrowRight}");
      seen.push(title());
    }
    expect(seen).toEqual([
      "Rate confirmation, page 1 of 4",
      "Rate confirmation, page 2 of 4",
      "Rate confirmation, page 3 of 4",
      "Rate confirmation, page 4 of 4",
      "Signed BOL / proof of delivery, page 1 of 2",
      "Signed BOL / proof of delivery, page 2 of 2",
      "Receipt (lumper, scale, other), page 1 of 1",
      // The last page stays the last.
      "Receipt (lumper, scale, other), page 1 of 1",
    ]);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(title()).toBe("Signed BOL / proof of delivery, page 1 of 2");
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(title()).toBe("Rate confirmation, page 4 of 4");
  });

  it("zooms with + and -, back to fit with 0, and with its buttons", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Viewer start={0} />);
    const zoom = () => screen.getByTestId("zoom").textContent;
    expect(zoom()).toBe("100%");
    await user.keyboard("++");
    expect(zoom()).toBe("200%");
    await user.keyboard("-");
    expect(zoom()).toBe("150%");
    await user.keyboard("0");
    expect(zoom()).toBe("100%");
    await user.keyboard("----");
    expect(zoom()).toBe("50%");
    expect(screen.getByRole("button", { name: "Zoom out" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(zoom()).toBe("75%");
    await user.click(screen.getByRole("button", { name: "Fit" }));
    expect(zoom()).toBe("100%");
  });

  it("says what the driver's phone found, and offers the original file named by the server", async () => {
    await renderWithRouter(<Viewer start={5} />);
    const dialog = screen.getByRole("dialog");
    expect(title()).toBe("Signed BOL / proof of delivery, page 2 of 2");
    expect(dialog).toHaveTextContent("The driver's phone found this page too dark and blurred.");
    const download = within(dialog).getByRole("link", { name: /Download/ });
    expect(download).toHaveAttribute("href", `${pages[1]!.url}?download=1`);
    expect(download).toHaveAttribute("download");
  });

  it("closes with Escape", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Viewer start={0} />);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("closed")).toHaveTextContent("closed");
  });
});

describe("thumbnails", () => {
  it("show the phone's findings to staff, and each page turned as staff turned it", async () => {
    const turned = [{ ...pages[3]!, rotation: 90 as const }, pages[1]!];
    await renderWithRouter(<InvoicePages pages={turned} showWarnings onOpen={() => {}} />);
    expect(screen.getByRole("img", { name: "Signed BOL / proof of delivery, page 1" })).toHaveAttribute(
      "data-rotation",
      "90",
    );
    expect(screen.getByText("The driver's phone found this page too dark and blurred.")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "View Signed BOL / proof of delivery, page 2" }),
    ).toHaveTextContent("Too dark");
  });
});

describe("on the staff detail, against the mocks", () => {
  async function openAsStaff(reference: string) {
    const answer = await fetch("/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(MOCK_CREDENTIALS.staff),
    });
    expect(answer.status).toBe(200);
    await renderApp(`/admin/invoices/${reference}`);
  }

  it("opens from a thumbnail, turns the page for everyone, and gives focus back to the page read last", async () => {
    const user = userEvent.setup();
    await openAsStaff("INV-DEM0-0002");
    await user.click(screen.getByRole("button", { name: "View Signed BOL / proof of delivery, page 1" }));
    expect(title()).toBe("Signed BOL / proof of delivery, page 1 of 1");
    await user.click(screen.getByRole("button", { name: /Turn the page/ }));
    // The thumbnail behind the viewer (hidden from the accessibility tree while the viewer is open) turned too.
    await waitFor(() =>
      expect(
        screen.getByRole("img", { name: "Signed BOL / proof of delivery, page 1", hidden: true }),
      ).toHaveAttribute("data-rotation", "90"),
    );
    expect(screen.getByRole("region", { name: /turned 90 degrees/ })).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    expect(title()).toBe("Rate confirmation, page 1 of 1");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "View Rate confirmation, page 1" })).toHaveFocus();

    // Read again from the server: the turn was saved, not only shown.
    const stored = (await (await fetch("/api/admin/invoices/INV-DEM0-0002")).json()) as {
      invoice: { pages: InvoicePage[] };
    };
    expect(stored.invoice.pages.find((each) => each.documentKind === "bol-pod")?.rotation).toBe(90);
  });
});
