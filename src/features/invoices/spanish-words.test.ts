import { describe, expect, it } from "vitest";
import { NO_CONNECTION } from "../../lib/send-queue";
import { formatInvoiceDate, formatInvoiceDateTime } from "./dates";
import {
  invoiceFormDefaults,
  invoiceFormIssues,
  PAGES_FAILED,
  type DraftPage,
  type InvoiceFormValues,
} from "./invoice-form";
import {
  documentName,
  documentOf,
  extraName,
  extraOptions,
  keptAsIsIn,
  scanFailure,
  sheets,
} from "./invoice-words";
import { formatCents } from "./money";
import { packetTitle } from "./packets/packet-actions";
import type { InvoicePacket } from "./packets/packet-db";
import { packetProgress } from "./packets/progress";
import { notSent, pageNotSent, reasonIn, SIGN_IN_AGAIN } from "./packets/reasons";
import { phoneFoundSentence, warningSentence, warningText } from "./quality";
import { HEIC_KEPT, UNREADABLE } from "./scan/scan-types";

/*
 * The invoice screens' words and figures for a client who reads Spanish
 * (docs/decisions/0170-spanish-edition.md): amounts and dates through Intl
 * for US Spanish, the same dollar figures, and English exactly as before.
 */

describe("amounts", () => {
  it("are the same dollars and cents in both languages", () => {
    expect(formatCents(245_005, "es")).toBe("$2,450.05");
    expect(formatCents(100_000_000, "es")).toBe("$1,000,000.00");
    expect(formatCents(0, "es")).toBe("$0.00");
    expect(formatCents(245_005)).toBe("$2,450.05");
  });
});

describe("dates", () => {
  it("write a calendar date the US Spanish way, and the English one as before", () => {
    expect(formatInvoiceDate("2026-11-02", "es")).toBe("2 nov 2026");
    expect(formatInvoiceDate("2026-11-02")).toBe("Nov 2, 2026");
    expect(formatInvoiceDate("2026-11-02", "en")).toBe("Nov 2, 2026");
  });

  it("write an instant in the reader's time zone, with its time", () => {
    const instant = "2026-11-05T15:04:00.000Z";
    const local = new Date(instant);
    expect(formatInvoiceDate(instant, "es")).toBe(
      new Intl.DateTimeFormat("es-US", { dateStyle: "medium" }).format(local),
    );
    expect(formatInvoiceDateTime(instant, "es")).toMatch(/^\d{1,2} nov 2026, \d{1,2}:04\s?[ap]\.\s?m\.$/u);
    expect(formatInvoiceDateTime(instant)).toMatch(/^Nov \d{1,2}, 2026, \d{1,2}:04\s[AP]M$/u);
    expect(formatInvoiceDateTime("not a date", "es")).toBe("not a date");
  });
});

describe("names of documents and charges", () => {
  it("follow the reader's language", () => {
    expect(documentName("bol-pod", "es")).toBe("BOL firmado / comprobante de entrega");
    expect(documentName("bol-pod")).toBe("Signed BOL / proof of delivery");
    expect(documentOf("rate-confirmation", "es")).toBe("de la confirmación de tarifa");
    expect(documentOf("receipt", "es")).toBe("de los recibos");
    expect(extraName("other", "es")).toBe("Otro");
    expect(extraName("tonu")).toBe("TONU (truck ordered, not used)");
    expect(extraOptions("es").map((option) => option.value)).toEqual([
      "detention",
      "layover",
      "lumper",
      "tonu",
      "other",
    ]);
    expect(sheets(1, "es")).toBe("1 página");
    expect(sheets(3, "es")).toBe("3 páginas");
    expect(sheets(3)).toBe("3 pages");
  });
});

describe("the quality check", () => {
  it("warns in the driver's language, agreeing with the page", () => {
    expect(warningText("dark", "es")).toBe("Muy oscura");
    expect(warningSentence(["dark", "blurred"], "es")).toBe(
      "Se ve muy oscura y borrosa: es posible que nuestro personal no pueda leerla. Tómela de nuevo o envíela así.",
    );
    expect(warningSentence(["dark", "bright", "blurred"])).toBe(
      "Looks too dark, too bright and blurred: staff may not be able to read it. Retake it, or send it as it is.",
    );
  });

  it("tells staff in English", () => {
    expect(phoneFoundSentence(["blurred"])).toBe("The driver's phone found this page blurred.");
  });
});

describe("the scan's own words", () => {
  it("are said in Spanish for a Spanish reader, as they were in English", () => {
    expect(keptAsIsIn(HEIC_KEPT, "es")).toMatch(/^Se guardó la foto HEIC original/);
    expect(keptAsIsIn(HEIC_KEPT, "en")).toBe(HEIC_KEPT);
    expect(scanFailure(new Error(UNREADABLE), "es")).toMatch(/^No podemos leer este archivo/);
    expect(scanFailure(new Error("the HEIF picture could not be decoded"), "es")).toMatch(
      /^No podemos leer este archivo/,
    );
    expect(scanFailure(new Error(UNREADABLE), "en")).toBe(UNREADABLE);
  });
});

const ready = (id: string, documentKind: DraftPage["documentKind"]): DraftPage => ({
  id,
  documentKind,
  name: `${id}.jpg`,
  state: "ready",
  page: {
    blob: new Blob(["x"]),
    contentType: "image/webp",
    sha256: "a".repeat(64),
    thumbnail: null,
    width: 1500,
    height: 2000,
    warnings: [],
    measures: null,
    originalBytes: 3_000_000,
    elapsedMs: 900,
  },
});

describe("the invoice form in Spanish", () => {
  const values: InvoiceFormValues = {
    ...invoiceFormDefaults,
    brokerName: "Summit Logistics",
    loadNumber: "LD-88123",
    amount: "2.450,00",
    extras: [{ kind: "other", label: "", amount: "12.50" }],
    deliveryDate: "2026-11-25",
    pages: [ready("a", "rate-confirmation"), { ...ready("b", "bol-pod"), state: "failed" }],
  };
  const byField = (locale: "en" | "es") =>
    Object.fromEntries(
      invoiceFormIssues(values, "2026-11-21", locale).map((issue) => [issue.path.join("."), issue.message]),
    );

  it("says each problem in Spanish, the form's own and the contract's", () => {
    expect(byField("es")).toEqual({
      amount: "Escriba el monto en dólares, como 2450.00",
      pickupDate: "Indique la fecha de recogida",
      deliveryDate: "La fecha de entrega no puede ser futura",
      extras: "Indique para qué es el otro cargo",
      pages: "Vuelva a tomar o quite las páginas que no se pudieron leer",
    });
  });

  it("names the load's fields in Spanish when they are left empty or span two lines", () => {
    const issues = invoiceFormIssues(
      { ...values, brokerName: " ", loadNumber: "", note: "Ver\n<b>nota</b>" },
      "2026-11-21",
      "es",
    );
    const message = (field: string) => issues.find((issue) => issue.path.join(".") === field)?.message;
    expect(message("brokerName")).toBe("Indique el broker o cliente");
    expect(message("loadNumber")).toBe("Indique el número de carga o de PO");
    expect(message("note")).toMatch(/la nota$/);
  });

  it("says them in English as it always did", () => {
    expect(byField("en")).toEqual({
      amount: "Enter the amount in dollars, like 2450.00",
      pickupDate: "Pickup date is required",
      deliveryDate: "Delivery date cannot be in the future",
      extras: "Say what the other charge is for",
      pages: PAGES_FAILED,
    });
  });
});

const packet = (change: Partial<InvoicePacket> = {}): InvoicePacket => ({
  idempotencyKey: "p",
  kind: "invoice",
  load: {
    brokerName: "Summit Logistics",
    loadNumber: "LD-88123",
    amountCents: 245_000,
    extras: [],
    pickupDate: "2026-11-18",
    deliveryDate: "2026-11-20",
    note: "",
  },
  pages: [
    {
      id: "a",
      documentKind: "bol-pod",
      order: 1,
      contentType: "image/webp",
      size: 100,
      sha256: "0".repeat(64),
      warnings: [],
      uploadedBytes: 40,
    },
  ],
  totalBytes: 100,
  createdAt: 1,
  state: "sending",
  attempts: 1,
  ...change,
});

describe("packets on the phone", () => {
  it("are named in the driver's language", () => {
    expect(packetTitle(packet(), "es")).toBe("Summit Logistics · carga LD-88123");
    expect(packetTitle(packet())).toBe("Summit Logistics · load LD-88123");
    expect(packetTitle(packet({ kind: "add-pages", reference: "INV-7K3M-9PX2" }), "es")).toBe(
      "Páginas para INV-7K3M-9PX2",
    );
    expect(packetProgress(packet(), new Map(), "es").documents[0]?.label).toBe(
      "BOL firmado / comprobante de entrega",
    );
  });

  it("say the phone's reasons in Spanish, and pass the server's on as it answered", () => {
    expect(reasonIn(NO_CONNECTION, "es")).toBe("Sin conexión con nuestro servidor.");
    expect(reasonIn(SIGN_IN_AGAIN, "es")).toBe("Su sesión terminó. Inicie sesión de nuevo y se enviará.");
    expect(reasonIn(pageNotSent(413), "es")).toBe("No se pudo enviar la página (413).");
    expect(reasonIn(notSent(400), "es")).toBe("No se pudo enviar (400).");
    expect(reasonIn("No se encontró la factura.", "es")).toBe("No se encontró la factura.");
    expect(reasonIn(NO_CONNECTION, "en")).toBe(NO_CONNECTION);
    expect(pageNotSent(413)).toBe("The page could not be sent (413).");
  });
});
