// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSearch } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeInvoiceServer } from "../../../../tests/support/app/fake-invoice-server";
import { renderWithRouter } from "../../../../tests/support/app/render-with-router";
import { closeQueue, NO_CONNECTION } from "../../../lib/send-queue";
import { PAGES_FAILED } from "../invoice-form";
import { forgetMemoryPacket, memoryPackets } from "../packets/memory-packets";
import { closePacketDb } from "../packets/packet-db";
import { NewInvoiceFlow } from "./new-invoice-flow";

// The browser build of tus-js-client (Blob pages); Node's build reads Buffers and streams only.
vi.mock(
  "tus-js-client",
  // @ts-expect-error The browser build ships no types of its own; its API is the package's.
  () => import("tus-js-client/lib.esm/browser/index.js"),
);

// The scan worker runs in the browser tests; here a page is the picked file's bytes as they came, in a
// Node Blob (the uploads read it; jsdom's own Blobs cannot be read outside jsdom).
vi.mock("../scan/scanner", () => ({
  // Turning a page needs the worker's canvas: the browser tests cover it.
  canTurn: () => false,
  turnPage: (page: unknown) => Promise.resolve(page),
  scanPage: async (file: File) => {
    if (file.name.includes("unreadable")) throw new Error("This file is not a photo or PDF we can read.");
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file);
    });
    const { Blob: NodeBlob } = await import("node:buffer");
    return {
      blob: new NodeBlob([bytes], { type: file.type }),
      contentType: "image/jpeg",
      sha256: "b".repeat(64),
      thumbnail: null,
      width: 1500,
      height: 2000,
      warnings: file.name.includes("dark") ? ["dark"] : [],
      measures: null,
      originalBytes: file.size,
      elapsedMs: 1,
    };
  },
}));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  for (const packet of memoryPackets()) forgetMemoryPacket(packet.idempotencyKey);
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
    // Up to 95% of $2,525.50, rounded down to the cent, labelled as an estimate.
    expect(totals).toHaveTextContent("Estimated advance (up to 95%)$2,399.22");
    expect(totals).toHaveTextContent("An estimate: we advance up to 95% of an invoice.");
    expect(totals).not.toHaveTextContent("standard rate");
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

/** Step 1 filled in, then on to the documents. */
async function fillLoad(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Broker or customer/), "Summit Logistics");
  await user.type(screen.getByLabelText(/^Load or PO number/), "LD-88123");
  await user.type(screen.getByLabelText(/^Invoice amount/), "2450.25");
  await user.type(screen.getByLabelText(/^Pickup date/), "2026-11-18");
  await user.type(screen.getByLabelText(/^Delivery date/), "2026-11-20");
  await user.click(screen.getByRole("button", { name: /Next: Documents/ }));
}

describe("the documents step", () => {
  it("names only the missing document, and says so beside the unreadable page's message", async () => {
    const user = userEvent.setup();
    await renderWithRouter(<NewInvoiceFlow />);
    await fillLoad(user);
    await user.upload(screen.getByTestId("files-rate-confirmation"), [
      jpeg("ratecon.jpg"),
      jpeg("unreadable.jpg"),
    ]);
    await screen.findByText("This file is not a photo or PDF we can read.");
    await user.click(screen.getByRole("button", { name: /Next: Review/ }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Add the signed BOL / proof of delivery");
    expect(alert).not.toHaveTextContent("Add the rate confirmation");
    expect(alert).toHaveTextContent(PAGES_FAILED);
  });
});

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
    const { listPackets, getPacket, getPacketFiles } = await import("../packets/packets");
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
    // Its first try to send has ended (no signal): nothing of this test is still sending in the next.
    await waitFor(async () =>
      expect(await getPacket(packet!.idempotencyKey)).toMatchObject({
        state: "waiting",
        lastError: NO_CONNECTION,
      }),
    );
  });
});

describe("a packet this phone could not keep, refused by the server", () => {
  it("comes back into the form with its load and pages from 'Fix and resend', without leaving the page", async () => {
    // No IndexedDB: the packet lives in this page's memory only, so a page load would lose it.
    vi.stubGlobal("indexedDB", undefined);
    const server = createFakeInvoiceServer();
    server.state.nextCreateAnswer = { status: 422, body: { error: "The load number is already invoiced." } };
    vi.stubGlobal("fetch", server.fetch);
    // Uploads then go through fetch too (jsdom's XMLHttpRequest would reach for a real network).
    vi.stubGlobal("XMLHttpRequest", undefined);
    const user = userEvent.setup();
    // As the route does: the form reads the packet to fix from the address.
    function NewInvoiceRoute() {
      const { packet } = useSearch({ strict: false }) as { packet?: string };
      return <NewInvoiceFlow packetId={packet} />;
    }
    const { router } = await renderWithRouter(<NewInvoiceRoute />, { path: "/invoices/new" });
    await fillLoad(user);
    await user.upload(screen.getByTestId("camera-rate-confirmation"), jpeg("ratecon.jpg"));
    await user.upload(screen.getByTestId("files-bol-pod"), jpeg("bol.jpg"));
    await screen.findByText("bol.jpg");
    await waitFor(() => expect(screen.queryByText(/Preparing the scan/)).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: /Next: Review/ }));
    await user.click(screen.getByRole("button", { name: "Submit invoice" }));

    const fix = await screen.findByRole("link", { name: "Fix and resend" }, { timeout: 5_000 });
    expect(screen.getAllByText(/The load number is already invoiced\./).length).toBeGreaterThan(0);
    await user.click(fix);

    await waitFor(() => expect(router.state.location.search).toMatchObject({ packet: expect.any(String) }));
    await waitFor(() => expect(screen.getByLabelText(/^Broker or customer/)).toHaveValue("Summit Logistics"));
    expect(screen.getByLabelText(/^Load or PO number/)).toHaveValue("LD-88123");
    expect(screen.getAllByText(/The load number is already invoiced\./).length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: /Next: Documents/ }));
    // Both pages came back from memory, one under each document.
    expect(screen.getAllByText("Page 1", { selector: "span" })).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: /Next: Review/ }));
    expect(screen.getByRole("button", { name: "Submit invoice" })).toBeEnabled();
  });
});
