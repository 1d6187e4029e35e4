import type { PaymentMethod } from "../contract/money";
import { statementAmount, type Statement, type StatementLine } from "../contract/statement";
import type { Locale } from "../contract/words";
import {
  statement_amount,
  statement_balance,
  statement_closing,
  statement_date,
  statement_description,
  statement_file_name,
  statement_invoice,
  statement_method_ach,
  statement_method_check,
  statement_method_other,
  statement_method_wire,
  statement_opening,
  statement_other,
  statement_other_invoice,
  statement_recourse,
  statement_release,
  statement_release_by,
  statement_reversed,
  statement_settlement,
  statement_settlement_no_fee,
  statement_short_pay,
} from "../../src/paraglide/messages.js";
import { toCsv } from "./csv";

/*
 * A client's statement put together from the movements of their available reserve, in their
 * language (docs/decisions/0213-client-statement.md). The words are the statement's catalogue
 * (messages/statement/{en,es}.json), which the portal's screen reads too; amounts and dates are
 * written the US way in both languages.
 */

/** One transaction that moved the client's available reserve, the client's way round (positive: owed to them). */
export interface ReserveMovement {
  onDate: string;
  kind: string;
  /** It undoes an earlier transaction (a correction). */
  reversal: boolean;
  /** The invoice it concerns, by reference. */
  invoice: string | null;
  amountCents: number;
  /** A settlement's fee (what the invoice's reserve was reduced by); null for other kinds. */
  feeCents: number | null;
  /** How a release was paid, as it was recorded; null for other kinds. */
  payment: { method: PaymentMethod; reference: string } | null;
}

const methods: Record<PaymentMethod, typeof statement_method_ach> = {
  ach: statement_method_ach,
  check: statement_method_check,
  wire: statement_method_wire,
  other: statement_method_other,
};

/** What a movement is, in words: an invoice paid in full, a release, a short payment, a recourse, or another. */
export function describeMovement(movement: ReserveMovement, locale: Locale): string {
  const said = { locale };
  const invoice = movement.invoice ?? "";
  const what = (() => {
    switch (movement.kind) {
      case "settlement":
        // A reversal's entries have the opposite sign: it names the fee the settlement it undoes took.
        return movement.feeCents
          ? statement_settlement({ invoice, fee: statementAmount(Math.abs(movement.feeCents)) }, said)
          : statement_settlement_no_fee({ invoice }, said);
      case "release": {
        const { payment } = movement;
        if (!payment) return statement_release({}, said);
        const how = [methods[payment.method]({}, said), payment.reference].filter(Boolean).join(" ");
        return statement_release_by({ payment: how }, said);
      }
      case "short_pay":
        return statement_short_pay({ invoice }, said);
      case "recourse":
        return statement_recourse({ invoice }, said);
      default:
        return movement.invoice ? statement_other_invoice({ invoice }, said) : statement_other({}, said);
    }
  })();
  return movement.reversal ? statement_reversed({ what }, said) : what;
}

/** The statement: the opening balance, each movement with the balance after it, the closing balance. */
export function buildStatement(
  heading: Pick<Statement, "companyName" | "locale" | "from" | "to" | "asOf">,
  reserve: { openingCents: number; movements: readonly ReserveMovement[] },
): Statement {
  let balanceCents = reserve.openingCents;
  const lines: StatementLine[] = reserve.movements.map((movement) => {
    balanceCents += movement.amountCents;
    return {
      onDate: movement.onDate,
      kind: movement.kind,
      invoice: movement.invoice,
      description: describeMovement(movement, heading.locale),
      amountCents: movement.amountCents,
      balanceCents,
    };
  });
  return { ...heading, openingCents: reserve.openingCents, lines, closingCents: balanceCents };
}

/** Words of the statement's table, as the CSV's header and the PDF's columns name them. */
export function columnNames(locale: Locale) {
  const said = { locale };
  return {
    date: statement_date({}, said),
    description: statement_description({}, said),
    invoice: statement_invoice({}, said),
    amount: statement_amount({}, said),
    balance: statement_balance({}, said),
    opening: statement_opening({}, said),
    closing: statement_closing({}, said),
  };
}

type CsvRow = {
  onDate: string;
  description: string;
  invoice: string | null;
  amountCents: number | null;
  balanceCents: number;
};

/**
 * The statement as a spreadsheet: a row for the opening balance, one per movement, one for the
 * closing balance. Dates as YYYY-MM-DD and amounts as plain numbers in dollars, which spreadsheets
 * read as dates and numbers; the text cells are guarded against formulas by `toCsv`.
 */
export function statementCsv(statement: Statement): string {
  const names = columnNames(statement.locale);
  const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
  const rows: CsvRow[] = [
    {
      onDate: statement.from,
      description: names.opening,
      invoice: null,
      amountCents: null,
      balanceCents: statement.openingCents,
    },
    ...statement.lines,
    {
      onDate: statement.to,
      description: names.closing,
      invoice: null,
      amountCents: null,
      balanceCents: statement.closingCents,
    },
  ];
  return toCsv<CsvRow>(
    [
      { header: names.date, value: (row) => row.onDate },
      { header: names.description, value: (row) => row.description },
      { header: names.invoice, value: (row) => row.invoice },
      { header: names.amount, value: (row) => dollars(row.amountCents) },
      { header: names.balance, value: (row) => dollars(row.balanceCents) },
    ],
    rows,
  );
}

/** "statement-2026-05-01_2026-05-31.pdf" ("estado-de-cuenta-…" in Spanish): the file's name, ASCII only. */
export const statementFileName = (statement: Statement, extension: "pdf" | "csv") =>
  `${statement_file_name({}, { locale: statement.locale })}-${statement.from}_${statement.to}.${extension}`;
