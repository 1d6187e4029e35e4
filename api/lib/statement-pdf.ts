import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { company } from "../contract/company";
import { statementAmount, statementDate, type Statement } from "../contract/statement";
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
import { columnNames } from "./statement";

/*
 * The statement as a PDF (docs/decisions/0213-client-statement.md): US Letter, TPF's name and how to
 * reach it, the client, the period, the opening and closing balances, and the movements in a table
 * that runs onto as many pages as it needs, its header repeated on each, every page numbered. The
 * standard Helvetica's WinAnsi encoding writes Spanish (á é í ó ú ñ ü ¿ ¡); a character it lacks
 * (in a company name, say) is written as "?" rather than failing the whole document.
 */

const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const INK = rgb(0.07, 0.11, 0.2);
const MUTED = rgb(0.38, 0.42, 0.5);
const RULE = rgb(0.8, 0.83, 0.88);
const SHADE = rgb(0.95, 0.96, 0.98);
const SIZE = { text: 9.5, small: 8, title: 18, brand: 20 };
const LINE = 12.5;
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
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const said = { locale: statement.locale };
  const names = columnNames(statement.locale);
  const title = statement_title({}, said);
  document.setTitle(`${title} ${statementDate(statement.from)} - ${statementDate(statement.to)}`);
  document.setAuthor(company.fullName);
  document.setLanguage(statement.locale === "es" ? "es-US" : "en-US");

  const writable = (font: PDFFont) => {
    const known = new Set(font.getCharacterSet());
    return (text: string) =>
      [...text.replace(/\s+/g, " ")]
        .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : "?"))
        .join("");
  };
  const clean = { regular: writable(regular), bold: writable(bold) };

  let page: PDFPage = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const text = (
    value: string,
    x: number,
    at: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; alignRight?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE.text;
    const written = (font === bold ? clean.bold : clean.regular)(value);
    const left =
      options.alignRight === undefined ? x : options.alignRight - font.widthOfTextAtSize(written, size);
    page.drawText(written, { x: MARGIN + left, y: at, size, font, color: options.color ?? INK });
  };

  /** Words broken into lines no wider than `width`; a word longer than that is cut. */
  const wrap = (value: string, width: number, font: PDFFont = regular, size: number = SIZE.text) => {
    const lines: string[] = [];
    let current = "";
    for (const word of clean.regular(value).split(" ")) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) current = next;
      else {
        if (current) lines.push(current);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        current = rest;
      }
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [""];
  };

  // The letterhead: TPF on the left, how to reach it on the right.
  text(company.name, 0, y - SIZE.brand, { font: bold, size: SIZE.brand });
  text(company.fullName, 0, y - SIZE.brand - 14, { color: MUTED });
  const contact = [
    company.address.street,
    `${company.address.city}, ${company.address.region} ${company.address.postalCode}`,
    company.phone.display,
    company.email.support,
  ];
  contact.forEach((line, index) =>
    text(line, 0, y - 10 - index * LINE, {
      size: SIZE.small,
      color: MUTED,
      alignRight: PAGE.width - 2 * MARGIN,
    }),
  );
  y -= 10 + contact.length * LINE + 14;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 1,
    color: RULE,
  });

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
    width: PAGE.width - 2 * MARGIN,
    height: boxHeight,
    color: SHADE,
  });
  const half = (PAGE.width - 2 * MARGIN) / 2;
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
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.75,
      color: RULE,
    });
    y -= LINE;
  };

  /** One row of the table, on a new page when it does not fit above the footer. */
  const row = (
    cells: { date: string; description: string; amount: string; balance: string },
    strong = false,
  ) => {
    const lines = wrap(cells.description, COLUMNS.description.width, strong ? bold : regular);
    if (y - (lines.length - 1) * LINE < FOOTER_TOP + 16) {
      page = document.addPage([PAGE.width, PAGE.height]);
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
    page.drawLine({
      start: { x: MARGIN, y: FOOTER_TOP },
      end: { x: PAGE.width - MARGIN, y: FOOTER_TOP },
      thickness: 0.75,
      color: RULE,
    });
    text(note, 0, FOOTER_TOP - 14, { size: SIZE.small, color: MUTED });
    text(questions, 0, FOOTER_TOP - 14 - 11, { size: SIZE.small, color: MUTED });
    text(statement_page({ page: index + 1, pages: pages.length }, said), 0, FOOTER_TOP - 14 - 11, {
      size: SIZE.small,
      color: MUTED,
      alignRight: PAGE.width - 2 * MARGIN,
    });
  });
  // pdf-lib writes into a buffer of its own, never a shared one.
  return (await document.save()) as Uint8Array<ArrayBuffer>;
}
