import { describe, expect, it } from "vitest";
import type { BrokerDetail } from "../../../../api/contract/brokers";
import {
  brokerChangeOf,
  brokerFormValues,
  checkBrokerForm,
  checkCreditForm,
  LIMIT_FORMAT,
} from "./broker-form";

const stored: BrokerDetail = {
  id: "b1",
  legalName: "Coyote Logistics LLC",
  mcNumber: "561135",
  dotNumber: null,
  credit: null,
  exposureCents: 0,
  createdAt: "2026-05-01T00:00:00.000Z",
  apEmail: "",
  phone: "",
  remitAddress: "",
  aliases: [{ name: "Coyote", addedAt: "2026-05-01T00:00:00.000Z", addedBy: "dana" }],
  creditHistory: [],
  verdict: "call-first",
  paymentsCounted: 0,
  daysToPay: null,
  invoiceCount: 0,
  createdBy: "dana",
  updatedAt: "2026-05-01T00:00:00.000Z",
};

describe("the broker form", () => {
  it("reads the aliases one per line and puts every alias's message on the one box", () => {
    const checked = checkBrokerForm({ ...brokerFormValues(stored), aliases: "Coyote\n\n  CL  \n" });
    expect(checked.broker?.aliases).toEqual(["Coyote", "CL"]);
    expect(checkBrokerForm({ ...brokerFormValues(stored), aliases: "ok\n<b>x</b>" }).errors).toEqual({
      aliases: "Alias must not contain HTML or scripts",
    });
  });

  it("sends only what changed; renamed with new aliases, the former legal name is kept among them", () => {
    const same = checkBrokerForm(brokerFormValues(stored)).broker;
    expect(same && brokerChangeOf(stored, same)).toEqual({});
    const phoned = checkBrokerForm({
      ...brokerFormValues(stored),
      phone: "(555) 010-2000",
      mcNumber: "",
    }).broker;
    expect(phoned && brokerChangeOf(stored, phoned)).toEqual({ phone: "(555) 010-2000", mcNumber: "" });
    const renamed = checkBrokerForm({
      ...brokerFormValues(stored),
      legalName: "RXO",
      aliases: "Coyote\nRXO Inc",
    }).broker;
    expect(renamed && brokerChangeOf(stored, renamed)).toEqual({
      legalName: "RXO",
      aliases: ["Coyote", "RXO Inc", "Coyote Logistics LLC"],
    });
  });
});

describe("the credit form", () => {
  it("sends a limit in cents, read from dollars, and only with a limit decision", () => {
    expect(checkCreditForm({ decision: "limit", limit: "250,000", reason: "Cap." }).decision).toEqual({
      decision: "limit",
      limitCents: 25_000_000,
      reason: "Cap.",
    });
    expect(checkCreditForm({ decision: "approved", limit: "250000", reason: "Fine." }).decision).toEqual({
      decision: "approved",
      reason: "Fine.",
    });
  });

  it("says what is wrong on the field", () => {
    expect(checkCreditForm({ decision: "limit", limit: "lots", reason: "Cap." }).errors).toEqual({
      limit: LIMIT_FORMAT,
    });
    expect(checkCreditForm({ decision: "limit", limit: "0", reason: "Cap." }).errors).toEqual({
      limit: "Limit must be more than $0",
    });
    expect(checkCreditForm({ decision: "", limit: "", reason: "" }).errors).toEqual({
      decision: "Choose a decision",
      reason: "Reason is required",
    });
  });
});
