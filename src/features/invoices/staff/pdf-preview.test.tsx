// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InvoicePage } from "../../../../api/contract/invoice";
import { PdfPreview } from "./pdf-preview";

// pdf.js draws nothing in jsdom: the drawing is the module's, told here what it gives.
const { firstSheetPreview } = vi.hoisted(() => ({ firstSheetPreview: vi.fn() }));
vi.mock("./pdf-document", () => ({ firstSheetPreview }));

const page: InvoicePage = {
  id: "page-1",
  documentKind: "rate-confirmation",
  order: 1,
  contentType: "application/pdf",
  size: 2048,
  sha256: "0".repeat(64),
  url: "/api/invoices/INV-7K3M-9PX2/pages/page-1",
  addedAt: "2026-11-02T10:00:00.000Z",
  rotation: 0,
  warnings: [],
};

const tile = <span>PDF tile</span>;

beforeEach(() => {
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:tpf/sheet-1"), revokeObjectURL: vi.fn() }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  firstSheetPreview.mockReset();
});

describe("a PDF's thumbnail for staff", () => {
  it("is the PDF's first sheet once drawn, with the number of sheets the file holds", async () => {
    firstSheetPreview.mockResolvedValue({ picture: new Blob(["png"]), sheets: 3 });
    render(<PdfPreview page={page} label="Rate confirmation, page 1" tile={tile} />);
    const sheet = await screen.findByRole("img", { name: "Rate confirmation, page 1" });
    expect(sheet).toHaveAttribute("src", "blob:tpf/sheet-1");
    expect(screen.getByText("PDF · 3 pages")).toBeInTheDocument();
    expect(screen.queryByText("PDF tile")).not.toBeInTheDocument();
    expect(firstSheetPreview).toHaveBeenCalledWith(page.url, expect.any(Number), expect.any(AbortSignal));
  });

  it("counts the sheets as the server did when it counted them, and turns as staff turned it", async () => {
    firstSheetPreview.mockResolvedValue({ picture: new Blob(["png"]), sheets: 3 });
    render(
      <PdfPreview
        page={{ ...page, pdfPages: 1, rotation: 90 }}
        label="Rate confirmation, page 1"
        tile={tile}
      />,
    );
    const sheet = await screen.findByRole("img", { name: "Rate confirmation, page 1" });
    expect(sheet).toHaveAttribute("data-rotation", "90");
    expect(screen.getByText("PDF · 1 page")).toBeInTheDocument();
  });

  it("keeps the PDF tile while it is drawn, and when it cannot be", async () => {
    let refuse: (error: Error) => void = () => undefined;
    firstSheetPreview.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    render(<PdfPreview page={page} label="Rate confirmation, page 1" tile={tile} />);
    expect(screen.getByText("PDF tile")).toBeInTheDocument();
    refuse(new Error("The PDF could not be loaded."));
    await vi.waitFor(() => expect(firstSheetPreview).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.getByText("PDF tile")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
