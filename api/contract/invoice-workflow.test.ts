import { describe, expect, test } from "vitest";
import { invoiceStatusOptions, type InvoiceStatus } from "./invoice";
import { checkTransition, isFinalStatus, nextStatuses, type InvoiceActor } from "./invoice-workflow";

const statuses = invoiceStatusOptions.map((option) => option.value);

/** The workflow as the office described it: every move allowed, and who makes it. Anything else is refused. */
const allowed: [InvoiceStatus, InvoiceStatus, InvoiceActor][] = [
  ["submitted", "in-review", "staff"],
  ["submitted", "needs-documents", "staff"],
  ["submitted", "declined", "staff"],
  ["in-review", "needs-documents", "staff"],
  ["in-review", "funded", "staff"],
  ["in-review", "declined", "staff"],
  ["needs-documents", "submitted", "client"],
  ["needs-documents", "declined", "staff"],
  // A broker's payment applied in full (docs/decisions/0210-money-ledger.md).
  ["funded", "paid", "payment"],
  // A broker who will not pay in full (docs/decisions/0211-short-pay-and-recourse.md).
  ["funded", "short-paid", "staff"],
  ["funded", "recourse", "staff"],
];

const everyMove = statuses.flatMap((from) =>
  statuses.flatMap((to) => (["staff", "client", "payment"] as const).map((by) => [from, to, by] as const)),
);

describe("the invoice workflow", () => {
  test.each(everyMove)("%s -> %s by %s", (from, to, by) => {
    const expected = allowed.some(([a, b, who]) => a === from && b === to && who === by);
    const check = checkTransition(from, to, by);
    expect(check.ok).toBe(expected);
    if (!check.ok) {
      expect(check.error).not.toBe("");
      expect(check.allowed).toEqual(nextStatuses(from, by));
    }
  });

  test("the next statuses of each status, for staff and for the client", () => {
    expect(Object.fromEntries(statuses.map((status) => [status, nextStatuses(status, "staff")]))).toEqual({
      submitted: ["in-review", "needs-documents", "declined"],
      "in-review": ["needs-documents", "funded", "declined"],
      "needs-documents": ["declined"],
      funded: ["short-paid", "recourse"],
      paid: [],
      "short-paid": [],
      recourse: [],
      declined: [],
    });
    expect(nextStatuses("funded", "payment")).toEqual(["paid"]);
    expect(statuses.filter((status) => nextStatuses(status, "client").length > 0)).toEqual([
      "needs-documents",
    ]);
    expect(statuses.filter(isFinalStatus)).toEqual(["paid", "short-paid", "recourse", "declined"]);
  });

  test("a refusal says why in words staff can act on", () => {
    expect(checkTransition("paid", "in-review", "staff")).toEqual({
      ok: false,
      error: "This invoice is paid, which is final: its status cannot change.",
      allowed: [],
    });
    expect(checkTransition("funded", "paid", "staff")).toEqual({
      ok: false,
      error: "This invoice is funded: it becomes Paid when a broker's payment is applied to it in full.",
      allowed: ["short-paid", "recourse"],
    });
    expect(checkTransition("needs-documents", "submitted", "staff")).toEqual({
      ok: false,
      error: "An invoice goes back to Submitted only when the client adds the pages asked for.",
      allowed: ["declined"],
    });
    expect(checkTransition("submitted", "funded", "staff")).toEqual({
      ok: false,
      error: "An invoice that is Submitted cannot move to Funded.",
      allowed: ["in-review", "needs-documents", "declined"],
    });
  });
});
