// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../../tests/support/app/render-with-router";
import { closeQueue } from "../../../lib/send-queue";
import { closePacketDb } from "../packets/packet-db";
import { NewInvoiceFlow } from "./new-invoice-flow";

// The scan worker runs in the browser tests; here a page is the picked file as it came.
vi.mock("../scan/scanner", () => ({
  scanPage: async (file: File) => ({
    blob: file,
    contentType: "image/jpeg",
    sha256: "b".repeat(64),
    thumbnail: null,
    width: 1500,
    height: 2000,
    warnings: file.name.includes("dark") ? ["dark"] : [],
    measures: null,
    originalBytes: file.size,
    elapsedMs: 1,
  }),
}));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  await closePacketDb();
  await closeQueue();
});

describe("the new invoice flow", () => {
  it("adds and removes extra charges, and totals them with the estimated advance", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<NewInvoiceFlow />);
    await user.type(screen.getByLabelText(/^Invoice amount/), "2450");
    await user.click(screen.getByRole("button", { name: "Add an extra charge" }));
    await user.selectOptions(screen.getByLabelText("Charge 1"), "detention");
    await user.type(screen.getByLabelText("Charge 1 amount (dollars)"), "75.50");
    const totals = screen.getByText("Total", { selector: "span" }).closest("div")!;
    expect(totals).toHaveTextContent("Total$2,525.50");
    // 95% of $2,525.50, rounded down to the cent, labelled as an estimate.
    expect(totals).toHaveTextContent("Estimated advance (95%)$2,399.22");
    expect(totals).toHaveTextContent("An estimate at our standard rate.");
    await user.click(screen.getByRole("button", { name: "Remove charge 1 (Detention)" }));
    expect(screen.queryByLabelText("Charge 1")).not.toBeInTheDocument();
    expect(totals).toHaveTextContent("Total$2,450.00");
  });
});

/** A tiny JPEG (the scanner is mocked: its bytes are what the packet keeps). */
const jpeg = (name: string) =>
  new File(
    [
      new Uint8Array([
        0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
      ]),
    ],
    name,
    {
      type: "image/jpeg",
    },
  );

describe("submitting with no signal", () => {
  it("keeps the whole packet (load in cents, every page in order) on the phone before anything is sent", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const user = userEvent.setup();
    await renderWithRouter(<NewInvoiceFlow />);
    await user.type(screen.getByLabelText(/^Broker or customer/), "Summit Logistics");
    await user.type(screen.getByLabelText(/^Load or PO number/), "LD-88123");
    await user.type(screen.getByLabelText(/^Invoice amount/), "2450.25");
    await user.type(screen.getByLabelText(/^Pickup date/), "2026-11-18");
    await user.type(screen.getByLabelText(/^Delivery date/), "2026-11-20");
    await user.click(screen.getByRole("button", { name: /Next: Documents/ }));

    await user.upload(screen.getByTestId("camera-rate-confirmation"), jpeg("ratecon.jpg"));
    await user.upload(screen.getByTestId("files-bol-pod"), [jpeg("bol-1.jpg"), jpeg("bol-2.jpg")]);
    await screen.findByText("bol-2.jpg");
    await waitFor(() => expect(screen.queryByText(/Preparing the scan/)).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: /Next: Review/ }));
    await user.click(screen.getByRole("button", { name: "Submit invoice" }));

    await screen.findByRole("heading", { name: "Saved on this phone" });
    const { listPackets, getPacketFiles } = await import("../packets/packets");
    const [packet] = await listPackets();
    expect(packet).toMatchObject({
      kind: "invoice",
      load: {
        brokerName: "Summit Logistics",
        loadNumber: "LD-88123",
        amountCents: 245_025,
        pickupDate: "2026-11-18",
      },
    });
    expect(packet?.pages.map((page) => [page.documentKind, page.order])).toEqual([
      ["rate-confirmation", 1],
      ["bol-pod", 1],
      ["bol-pod", 2],
    ]);
    expect(packet?.pages.every((page) => page.size === 22 && page.sha256 === "b".repeat(64))).toBe(true);
    // One stored file per page (jsdom's Blobs do not survive Node's structured clone, so their bytes
    // are checked in features/invoices/packets/send-packets.test.ts and the browser tests, not here).
    const files = await getPacketFiles(packet!.idempotencyKey);
    expect(files.map((file) => file.pageId).sort()).toEqual(packet!.pages.map((page) => page.id).sort());
  });
});
