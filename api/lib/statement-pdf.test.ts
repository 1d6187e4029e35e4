import { describe, expect, test } from "vitest";
import type { Statement } from "../contract/statement";
import { pdfText } from "../../tests/support/api/pdf-text";
import { statementPdf } from "./statement-pdf";

/** A Spanish statement of `count` releases of $10.00 each, from a balance of $5,000.00. */
function longStatement(count: number): Statement {
  const lines = Array.from({ length: count }, (_, index) => ({
    onDate: "2026-03-02",
    kind: "release",
    invoice: null,
    description: `Reserva pagada a usted: Cheque ${1000 + index}`,
    amountCents: -1_000,
    balanceCents: 500_000 - (index + 1) * 1_000,
  }));
  return {
    companyName: "Transportes Muñoz y Peña 🚚 LLC",
    locale: "es",
    from: "2026-03-01",
    to: "2026-03-31",
    asOf: "2026-04-02",
    openingCents: 500_000,
    lines,
    closingCents: 500_000 - count * 1_000,
  };
}

describe("the statement's PDF", () => {
  test("runs onto more pages with the table's header on each, every page numbered, in Spanish", async () => {
    const pages = await pdfText(await statementPdf(longStatement(120)));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((text, index) => {
      expect(text).toContain(`Página ${index + 1} de ${pages.length}`);
      expect(text).toMatch(/Fecha Descripción Monto Saldo/);
      expect(text).toContain("¿Preguntas? Llame al (801) 555-0142");
    });
    const all = pages.join("\n");
    expect(all).toContain("Estado de cuenta de la reserva");
    expect(all).toContain("Período del 03/01/2026 al 03/31/2026");
    // A character the standard font cannot write is a question mark, never a failed document.
    expect(all).toContain("Transportes Muñoz y Peña ? LLC");
    for (let index = 0; index < 120; index += 1) expect(all).toContain(`Cheque ${1000 + index}`);
    expect(all).toContain("Saldo inicial");
    expect(all.trimEnd()).toMatch(/Saldo final \$3,800\.00/);
  });

  test("says so when nothing moved in the period", async () => {
    const [text = ""] = await pdfText(await statementPdf({ ...longStatement(0), locale: "en" }));
    expect(text).toContain("No movements in this period");
    expect(text).toContain("Page 1 of 1");
  });
});
