import { PDFDocument, type PDFPage } from "pdf-lib";
import type { NoticeContent } from "../contract/notices";
import { addressLines, authorityLine, noticeWords } from "./notice-words";
import {
  BODY_WIDTH,
  letterhead,
  LINE,
  MARGIN,
  MUTED,
  PAGE,
  pdfBytes,
  pdfWriter,
  RULE,
  SHADE,
  SIZE,
  type TextOptions,
} from "./pdf-layout";

/*
 * A notice of assignment as a PDF (docs/decisions/0222-notice-of-assignment.md), drawn from what the
 * notice says as it was kept, so every copy of one notice reads the same: US Letter in TPF's layout
 * (pdf-layout.ts), the broker and the carrier side by side, what the assignment means for the broker,
 * TPF's remit-to address in a box, and an acknowledgement for the broker to sign and send back.
 */

const COLUMN = (BODY_WIDTH - 24) / 2;
const FOOTER_TOP = MARGIN + 30;

export async function noticePdf(content: NoticeContent): Promise<Uint8Array<ArrayBuffer>> {
  const words = noticeWords(content);
  const document = await PDFDocument.create();
  const writer = await pdfWriter(document);
  const { bold } = writer;
  document.setTitle(`${words.title}: ${content.client.companyName} to ${content.broker.legalName}`);
  document.setAuthor(content.factor.fullName);
  document.setSubject(words.subject);
  document.setLanguage("en-US");
  // Dated by the notice, so a copy drawn again later is the same document.
  const dated = new Date(`${content.date}T12:00:00Z`);
  document.setCreationDate(dated);
  document.setModificationDate(dated);

  let page: PDFPage = writer.addPage();
  const text = (value: string, x: number, at: number, options: TextOptions = {}) =>
    writer.text(page, value, x, at, options);
  const factor = content.factor;
  let y = letterhead(writer, page, {
    name: factor.name,
    fullName: factor.fullName,
    contact: [...addressLines(factor.address), factor.phone, factor.email],
  });

  /** Room for `height` more above the footer, on a new page when this one is full. */
  const room = (height: number) => {
    if (y - height >= FOOTER_TOP + 12) return;
    page = writer.addPage();
    y = PAGE.height - MARGIN;
  };
  /** A paragraph across the page. */
  const paragraph = (value: string, options: TextOptions = {}) => {
    const lines = writer.wrap(value, BODY_WIDTH, options.font, options.size);
    room(lines.length * LINE);
    for (const line of lines) {
      text(line, 0, y, options);
      y -= LINE;
    }
    y -= 7;
  };

  y -= 32;
  text(words.title, 0, y, { font: bold, size: SIZE.title });
  text(words.date, 0, y, { alignRight: BODY_WIDTH, color: MUTED });
  y -= 16;
  text(words.subtitle, 0, y, { color: MUTED, size: 11 });
  y -= 30;

  // The broker it is addressed to, and the carrier it is about, side by side.
  const parties: { heading: string; x: number; lines: { value: string; strong?: boolean }[] }[] = [
    {
      heading: words.to,
      x: 0,
      lines: [
        { value: content.broker.legalName, strong: true },
        { value: authorityLine(content.broker) },
        { value: words.attention },
      ],
    },
    {
      heading: words.carrierHeading,
      x: COLUMN + 24,
      lines: [
        { value: content.client.companyName, strong: true },
        { value: authorityLine(content.client) },
        { value: `${words.contact}: ${content.client.contactName}` },
        { value: content.client.phone ?? "" },
        { value: content.client.email ?? "" },
      ],
    },
  ];
  let lowest = y;
  for (const party of parties) {
    let at = y;
    text(party.heading.toUpperCase(), party.x, at, { font: bold, size: SIZE.small, color: MUTED });
    at -= LINE + 2;
    for (const line of party.lines.filter((each) => each.value)) {
      for (const wrapped of writer.wrap(line.value, COLUMN, line.strong ? bold : undefined)) {
        text(wrapped, party.x, at, line.strong ? { font: bold } : {});
        at -= LINE;
      }
    }
    lowest = Math.min(lowest, at);
  }
  y = lowest - 14;
  writer.rule(page, y + 6);
  y -= 12;

  paragraph(words.assigned);
  paragraph(words.payOnly, { font: bold });

  // TPF's remit-to, in a shaded box.
  const remit = [factor.remitTo.payee, ...addressLines(factor.remitTo)];
  const boxHeight = 26 + remit.length * 15;
  room(boxHeight + 16);
  y -= 6;
  page.drawRectangle({
    x: MARGIN,
    y: y - boxHeight + 12,
    width: BODY_WIDTH,
    height: boxHeight,
    color: SHADE,
    borderColor: RULE,
    borderWidth: 0.75,
  });
  text(words.remitHeading.toUpperCase(), 14, y - 4, { font: bold, size: SIZE.small, color: MUTED });
  remit.forEach((line, index) =>
    text(line, 14, y - 22 - index * 15, index === 0 ? { font: bold, size: 12 } : { size: 11 }),
  );
  y -= boxHeight + 10;

  paragraph(words.checks);
  paragraph(words.electronic);
  paragraph(words.inForce);

  // The acknowledgement the broker signs and sends back.
  room(150);
  y -= 4;
  writer.rule(page, y + 8);
  y -= 14;
  text(words.acknowledgementHeading, 0, y, { font: bold, size: 11 });
  y -= 18;
  paragraph(words.acknowledgementText);
  y -= 10;
  const [name, title, signature, day] = words.acknowledgementFields;
  for (const pair of [
    [name, title],
    [signature, day],
  ] as const) {
    pair.forEach((label, index) => {
      const x = index * (COLUMN + 24);
      text(label ?? "", x, y, { size: SIZE.small, color: MUTED });
      page.drawLine({
        start: { x: MARGIN + x + 52, y: y - 2 },
        end: { x: MARGIN + x + COLUMN, y: y - 2 },
        thickness: 0.75,
        color: MUTED,
      });
    });
    y -= 30;
  }
  paragraph(words.acknowledgementReturn, { size: SIZE.small, color: MUTED });

  const pages = document.getPages();
  pages.forEach((each, index) => {
    page = each;
    writer.rule(page, FOOTER_TOP);
    text(words.footer, 0, FOOTER_TOP - 14, { size: SIZE.small, color: MUTED });
    text(`Page ${index + 1} of ${pages.length}`, 0, FOOTER_TOP - 14, {
      size: SIZE.small,
      color: MUTED,
      alignRight: BODY_WIDTH,
    });
  });
  return pdfBytes(document);
}
