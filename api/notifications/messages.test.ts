import { expect, test } from "vitest";
import { messageOf } from "./messages";

const SITE = "https://tpf.example.com";

test("names and reasons are text in the HTML copy, never markup, and the link is the site's", () => {
  const message = messageOf(
    {
      kind: "new-invoice",
      reference: "INV-7K3M-9PX2",
      companyName: 'Acme <b onclick="x">',
      totalCents: 125_050,
    },
    SITE,
  );
  expect(message.subject).toBe('New invoice INV-7K3M-9PX2 from Acme <b onclick="x">');
  expect(message.html).toContain("Acme &lt;b onclick=&quot;x&quot;&gt;");
  expect(message.html).not.toContain("<b onclick");
  expect(message.text).toContain("Total: $1,250.50");
  expect(message.text).toContain(`Review the invoice: ${SITE}/admin/invoices/INV-7K3M-9PX2`);
  expect(message.html).toContain(`href="${SITE}/admin/invoices/INV-7K3M-9PX2"`);
});

test("a client hears each status in plain words: what is needed, what was advanced, why it was declined", () => {
  const base = { kind: "invoice-status", reference: "INV-7K3M-9PX2", firstName: "Maria" } as const;
  const needs = messageOf(
    { ...base, status: "needs-documents", reason: "Sign the BOL", advanceCents: null },
    SITE,
  );
  expect(needs.subject).toBe("Invoice INV-7K3M-9PX2 needs documents");
  expect(needs.text).toMatch(
    /^Hi Maria,\n\nWe need more from you before we can fund invoice INV-7K3M-9PX2\.\n\nWhat we need: Sign the BOL\n/,
  );
  expect(needs.text).toContain(`Open the invoice: ${SITE}/invoices/INV-7K3M-9PX2`);
  const funded = messageOf({ ...base, status: "funded", reason: "", advanceCents: 237_500 }, SITE);
  expect(funded.subject).toBe("Invoice INV-7K3M-9PX2 is funded");
  expect(funded.text).toContain("We funded invoice INV-7K3M-9PX2: $2,375.00 advanced.");
  const declined = messageOf(
    { ...base, status: "declined", reason: "The load was cancelled", advanceCents: null },
    SITE,
  );
  expect(declined.subject).toBe("Invoice INV-7K3M-9PX2 was declined");
  expect(declined.text).toContain("Why: The load was cancelled");
});
