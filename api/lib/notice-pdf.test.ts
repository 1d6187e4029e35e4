import { describe, expect, test } from "vitest";
import type { NoticeContent } from "../contract/notices";
import { pdfText } from "../../tests/support/api/pdf-text";
import { noticePdf } from "./notice-pdf";
import { noticeFileName } from "./notice-words";

/** A notice as kept: the carrier, the broker and TPF's facts the day it was made. */
const content = (change: Partial<NoticeContent["client"]> = {}): NoticeContent => ({
  date: "2026-05-04",
  client: {
    companyName: "Reyes Trucking LLC",
    mcNumber: "123456",
    dotNumber: "2345678",
    contactName: "Jordan Reyes",
    phone: "(555) 010-1234",
    email: "jordan@reyes.example.com",
    ...change,
  },
  broker: { legalName: "Coyote Logistics, LLC", mcNumber: "561135", dotNumber: "2161145" },
  factor: {
    name: "TPF",
    fullName: "Truckers Preferred Funding",
    phone: "(801) 555-0142",
    email: "support@example.com",
    address: {
      street: "2400 S. Freight Line Road, Suite 310",
      city: "Salt Lake City",
      region: "UT",
      postalCode: "84104",
    },
    remitTo: {
      payee: "Truckers Preferred Funding",
      street: "P.O. Box 150142",
      city: "Salt Lake City",
      region: "UT",
      postalCode: "84115-0142",
    },
  },
});

describe("the notice of assignment's PDF", () => {
  test("names the broker, the carrier and how to reach it, and TPF's remit-to, on one page", async () => {
    const pages = await pdfText(await noticePdf(content()));
    expect(pages).toHaveLength(1);
    const [text = ""] = pages;
    expect(text).toContain("Notice of Assignment");
    expect(text).toContain("May 4, 2026");
    expect(text).toContain("Coyote Logistics, LLC");
    expect(text).toContain("MC 561135 · DOT 2161145");
    expect(text).toContain("Attention: Accounts Payable");
    expect(text).toContain("Reyes Trucking LLC");
    expect(text).toContain("MC 123456 · DOT 2345678");
    expect(text).toContain("Contact: Jordan Reyes");
    expect(text).toContain("(555) 010-1234");
    expect(text).toContain("jordan@reyes.example.com");
    // Where the broker must now pay: TPF's lockbox, never the carrier.
    expect(text).toMatch(
      /REMIT EVERY PAYMENT TO\s+Truckers Preferred Funding\s+P\.O\. Box 150142\s+Salt Lake City, UT 84115-0142/,
    );
    expect(text.replace(/\s+/g, " ")).toContain(
      "pay every invoice of Reyes Trucking LLC only to TPF, at the remit-to address below",
    );
    expect(text).toContain("Acknowledgement by Coyote Logistics, LLC");
    expect(text).toContain("Page 1 of 1");
  });

  test("leaves out what is not on file, and writes a character the font lacks as a question mark", async () => {
    const [text = ""] = await pdfText(
      await noticePdf(
        content({ companyName: "Transportes Muñoz 🚚 LLC", mcNumber: null, phone: null, email: null }),
      ),
    );
    expect(text).toContain("Transportes Muñoz ? LLC");
    expect(text).toContain("DOT 2345678");
    expect(text).not.toContain("MC 123456");
    expect(text).not.toContain("null");
  });

  test("is the same document every time it is drawn from the same notice", async () => {
    const [first, again] = await Promise.all([noticePdf(content()), noticePdf(content())]);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });

  test("is named by the carrier and the day, in letters a file system keeps", () => {
    expect(noticeFileName(content({ companyName: "Muñoz & Hijos, S.A." }))).toBe(
      "notice-of-assignment-munoz-hijos-s-a-2026-05-04.pdf",
    );
  });
});
