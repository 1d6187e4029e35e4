import { describe, expect, it } from "vitest";
import type { InvoicePacket, PacketPage } from "./packet-db";
import { formatBytes, packetProgress } from "./progress";

const page = (
  id: string,
  documentKind: PacketPage["documentKind"],
  size: number,
  extra: Partial<PacketPage> = {},
): PacketPage => ({
  id,
  documentKind,
  order: 1,
  contentType: "image/webp",
  size,
  sha256: "0".repeat(64),
  warnings: [],
  uploadedBytes: 0,
  ...extra,
});

const packet = (pages: PacketPage[], state: InvoicePacket["state"] = "sending"): InvoicePacket => ({
  idempotencyKey: "p",
  kind: "invoice",
  pages,
  totalBytes: pages.reduce((sum, each) => sum + each.size, 0),
  createdAt: 1,
  state,
  attempts: 1,
});

describe("packetProgress", () => {
  it("counts finished pages whole, the current one by what was heard or acknowledged, per document", () => {
    const progress = packetProgress(
      packet([
        page("a", "bol-pod", 400, { uploadId: "u1", uploadedBytes: 400 }),
        page("b", "rate-confirmation", 300, { uploadedBytes: 100 }),
        page("c", "bol-pod", 300),
      ]),
      new Map([["b", 150]]),
    );
    expect(progress).toMatchObject({ sentBytes: 550, totalBytes: 1000, percent: 55 });
    expect(
      progress.documents.map((each) => [each.documentKind, each.sentBytes, each.totalBytes, each.pages]),
    ).toEqual([
      ["rate-confirmation", 150, 300, 1],
      ["bol-pod", 400, 700, 2],
    ]);
  });

  it("is whole once sent", () => {
    expect(packetProgress(packet([page("a", "bol-pod", 10)], "sent"), new Map()).percent).toBe(100);
  });
});

describe("formatBytes", () => {
  it("reads like a phone's storage settings", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(380 * 1024)).toBe("380 KB");
    expect(formatBytes(1.25 * 1024 * 1024)).toBe("1.3 MB");
  });
});
