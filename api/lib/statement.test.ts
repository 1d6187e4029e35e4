import { describe, expect, test } from "vitest";
import { buildStatement, describeMovement, type ReserveMovement } from "./statement";

const movement = (over: Partial<ReserveMovement>): ReserveMovement => ({
  onDate: "2026-05-04",
  kind: "settlement",
  reversal: false,
  invoice: "INV-7K3M-9PX2",
  amountCents: 7_000,
  feeCents: 3_000,
  payment: null,
  ...over,
});

describe("a movement in words", () => {
  test.each([
    [{}, "en", "INV-7K3M-9PX2 paid in full: reserve released to you, less the $30.00 fee"],
    [{ feeCents: 0 }, "en", "INV-7K3M-9PX2 paid in full: reserve released to you"],
    [
      { reversal: true, amountCents: -7_000, feeCents: -3_000 },
      "es",
      "Anulado: INV-7K3M-9PX2 pagada por completo: reserva liberada a su favor, menos la comisión de $30.00",
    ],
    [{ kind: "release", invoice: null, payment: null }, "en", "Reserve paid to you"],
    [
      { kind: "release", invoice: null, payment: { method: "wire", reference: "" } },
      "es",
      "Reserva pagada a usted: Transferencia",
    ],
    [{ kind: "interest", invoice: null }, "es", "Ajuste"],
  ] as const)("%j in %s", (over, locale, words) => {
    expect(describeMovement(movement(over), locale)).toBe(words);
  });
});

describe("a statement's balances", () => {
  test("run from the opening balance through each movement to the closing one", () => {
    const statement = buildStatement(
      {
        companyName: "Rivera Hauling LLC",
        locale: "en",
        from: "2026-05-01",
        to: "2026-05-31",
        asOf: "2026-05-31",
      },
      {
        openingCents: -500,
        movements: [movement({}), movement({ kind: "release", invoice: null, amountCents: -6_000 })],
      },
    );
    expect(statement.lines.map((line) => line.balanceCents)).toEqual([6_500, 500]);
    expect(statement).toMatchObject({ openingCents: -500, closingCents: 500 });
  });
});
