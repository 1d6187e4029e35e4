import { PDFDocument, type PDFPage } from "pdf-lib";
import { company } from "../contract/company";
import { statementAmount, statementDate, type Statement } from "../contract/statement";
import { INTL_LOCALES } from "../contract/words";
import {
  statement_client,
  statement_no_movements,
  statement_page,
  statement_period,
  statement_period_range,
  statement_prepared,
  statement_questions,
  statement_sign_note,
  statement_title,
} from "../../src/paraglide/messages.js";
import {
  BODY_WIDTH,
  companyLetterhead,
  letterhead,
  LINE,
  MARGIN,
  MUTED,
  PAGE,
  pdfBytes,
  pdfWriter,
  SHADE,
  SIZE,
  type TextOptions,
} from "./pdf-layout";
import { columnNames } from "./statement";

/*
 * The statement as a PDF (docs/decisions/0213-client-statement.md): US Letter, TPF's letterhead (the
 * layout every PDF of ours shares, pdf-layout.ts), the client, the period, the opening and closing
 * balances, and the movements in a table that runs onto as many pages as it needs, its header repeated
 * on each, every page numbered.
 */

/** Columns of the table: x from the left margin, width; amounts are right-aligned to their column's end. */
const COLUMNS = {
  date: { x: 0, width: 66 },
  description: { x: 70, width: 282 },
  amount: { x: 356, width: 74 },
  balance: { x: 430, width: 74 },
};
const FOOTER_TOP = MARGIN + 34;

export async function statementPdf(statement: Statement): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  const writer = await pdfWriter(document);
  const { regular, bold } = writer;
  const said = { locale: statement.locale };
  const names = columnNames(statement.locale);
  const title = statement_title({}, said);
  document.setTitle(`${title} ${statementDate(statement.from)} - ${statementDate(statement.to)}`);
  document.setAuthor(company.fullName);
  document.setLanguage(INTL_LOCALES[statement.locale]);

  let page: PDFPage = writer.addPage();
  const text = (value: string, x: number, at: number, options: TextOptions = {}) =>
    writer.text(page, value, x, at, options);
  const wrap = writer.wrap;

  let y = letterhead(writer, page, companyLetterhead());

  y -= 30;
  text(title, 0, y, { font: bold, size: SIZE.title });
  y -= 24;
  const facts: [string, string][] = [
    [statement_client({}, said), statement.companyName],
    [
      statement_period({}, said),
      statement_period_range({ from: statementDate(statement.from), to: statementDate(statement.to) }, said),
    ],
  ];
  for (const [label, value] of facts) {
    text(label, 0, y, { color: MUTED });
    text(value, 70, y, { font: bold });
    y -= LINE + 2;
  }
  text(statement_prepared({ date: statementDate(statement.asOf) }, said), 0, y, {
    color: MUTED,
    size: SIZE.small,
  });
  y -= 26;

  // The two balances, side by side in a shaded box.
  const boxHeight = 46;
  page.drawRectangle({
    x: MARGIN,
    y: y - boxHeight + 14,
    width: BODY_WIDTH,
    height: boxHeight,
    color: SHADE,
  });
  const half = BODY_WIDTH / 2;
  for (const [index, [label, cents]] of (
    [
      [names.opening, statement.openingCents],
      [names.closing, statement.closingCents],
    ] as const
  ).entries()) {
    text(label, index * half + 12, y, { color: MUTED, size: SIZE.small });
    text(statementAmount(cents), index * half + 12, y - 20, { font: bold, size: 14 });
  }
  y -= boxHeight + 12;

  const tableHeader = () => {
    y -= LINE;
    text(names.date, COLUMNS.date.x, y, { font: bold, size: SIZE.small, color: MUTED });
    text(names.description, COLUMNS.description.x, y, { font: bold, size: SIZE.small, color: MUTED });
    for (const column of ["amount", "balance"] as const)
      text(names[column], 0, y, {
        font: bold,
        size: SIZE.small,
        color: MUTED,
        alignRight: COLUMNS[column].x + COLUMNS[column].width,
      });
    y -= 6;
    writer.rule(page, y);
    y -= LINE;
  };

  /** One row of the table, on a new page when it does not fit above the footer. */
  const row = (
    cells: { date: string; description: string; amount: string; balance: string },
    strong = false,
  ) => {
    const lines = wrap(cells.description, COLUMNS.description.width, strong ? bold : regular);
    if (y - (lines.length - 1) * LINE < FOOTER_TOP + 16) {
      page = writer.addPage();
      y = PAGE.height - MARGIN;
      text(`${title} · ${statement.companyName}`, 0, y - SIZE.text, { color: MUTED });
      y -= SIZE.text + 8;
      tableHeader();
    }
    const font = strong ? bold : regular;
    text(cells.date, COLUMNS.date.x, y, { font });
    lines.forEach((line, index) => text(line, COLUMNS.description.x, y - index * LINE, { font }));
    text(cells.amount, 0, y, { font, alignRight: COLUMNS.amount.x + COLUMNS.amount.width });
    text(cells.balance, 0, y, { font, alignRight: COLUMNS.balance.x + COLUMNS.balance.width });
    y -= lines.length * LINE + 5;
  };

  tableHeader();
  row(
    {
      date: statementDate(statement.from),
      description: names.opening,
      amount: "",
      balance: statementAmount(statement.openingCents),
    },
    true,
  );
  if (statement.lines.length === 0) {
    text(statement_no_movements({}, said), COLUMNS.description.x, y, { color: MUTED });
    y -= LINE + 5;
  }
  for (const line of statement.lines)
    row({
      date: statementDate(line.onDate),
      description: line.description,
      amount: statementAmount(line.amountCents),
      balance: statementAmount(line.balanceCents),
    });
  row(
    {
      date: statementDate(statement.to),
      description: names.closing,
      amount: "",
      balance: statementAmount(statement.closingCents),
    },
    true,
  );

  // Every page's footer: what the sign means, whom to ask, and which page of how many.
  const pages = document.getPages();
  const note = statement_sign_note({ company: company.name }, said);
  const questions = statement_questions({ phone: company.phone.display, email: company.email.support }, said);
  pages.forEach((each, index) => {
    page = each;
    writer.rule(page, FOOTER_TOP);
    text(note, 0, FOOTER_TOP - 14, { size: SIZE.small, color: MUTED });
    text(questions, 0, FOOTER_TOP - 14 - 11, { size: SIZE.small, color: MUTED });
    text(statement_page({ page: index + 1, pages: pages.length }, said), 0, FOOTER_TOP - 14 - 11, {
      size: SIZE.small,
      color: MUTED,
      alignRight: BODY_WIDTH,
    });
  });
  return pdfBytes(document);
}
