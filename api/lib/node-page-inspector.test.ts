import { readFileSync } from "node:fs";
import { afterEach, describe, expect, test } from "vitest";
import { heicPage, jpegPage, pdfPage } from "../../tests/support/api/invoices";
import { nodePageInspector, type NodePageInspector } from "./node-page-inspector";
import { PAGE_OVER_BUDGET, PHOTO_TOO_LARGE } from "./page-files";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../tests/fixtures/${name}`, import.meta.url)));

const opened: NodePageInspector[] = [];
const inspector = (...args: Parameters<typeof nodePageInspector>) => {
  const made = nodePageInspector(...args);
  opened.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((made) => made.close()));
});

/** Resolves after `count` turns of the event loop's timers: it cannot while the loop is blocked. */
async function timerTurns(count: number) {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("the server's page checks", () => {
  test("a HEIC of 12000 x 12000 pixels (33 KB) is refused from its container, before any decoding", async () => {
    const pages = inspector();
    const bytes = fixture("huge-12000.heic");
    expect(bytes.byteLength).toBeLessThan(40_000);
    expect(await pages.inspect(bytes)).toEqual({ ok: false, problem: PHOTO_TOO_LARGE });
  });

  test("photos are decoded off the event loop: timers keep firing while a HEIC is checked", async () => {
    const pages = inspector();
    const checked = pages.inspect(fixture("page.heic")).then((check) => ({ done: "page", check }));
    const timers = timerTurns(3).then(() => ({ done: "timers" }));
    expect((await Promise.race([checked, timers])).done).toBe("timers");
    expect((await checked).check).toEqual({ ok: true, contentType: "image/heic" });
  });

  test("every kind of page still passes", async () => {
    const pages = inspector();
    expect(await pages.inspect(heicPage())).toEqual({ ok: true, contentType: "image/heic" });
    expect(await pages.inspect(await jpegPage())).toEqual({ ok: true, contentType: "image/jpeg" });
    expect(await pages.inspect(await pdfPage())).toEqual({
      ok: true,
      contentType: "application/pdf",
      pdfPages: 2,
    });
  });

  test("a page past its time is refused with a plain message, not left hanging", async () => {
    const pages = inspector({ timeoutMs: 1 });
    expect(await pages.inspect(await pdfPage())).toEqual({ ok: false, problem: PAGE_OVER_BUDGET });
  });

  test("a page past its memory is refused, and the thread that ran it is replaced", async () => {
    const pages = inspector({ threads: 1, memoryMb: 64 });
    // One array of four million numbers: small on disk, hundreds of MB once parsed.
    const hostile = new TextEncoder().encode(
      `%PDF-1.7\n1 0 obj\n[${"0 ".repeat(4_000_000)}]\nendobj\n%%EOF\n`,
    );
    expect(await pages.inspect(hostile)).toEqual({ ok: false, problem: PAGE_OVER_BUDGET });
    expect(await pages.inspect(await pdfPage())).toEqual({
      ok: true,
      contentType: "application/pdf",
      pdfPages: 2,
    });
  });
});
