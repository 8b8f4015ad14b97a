/**
 * A booking's tax invoice as a PDF (pdfkit), with the fields rule 46 of the CGST Rules asks
 * for. Set in Inter, the site's typeface, embedded (./invoice-fonts.ts): it has the rupee sign,
 * which the PDF's built-in Helvetica lacks, and the accented letters of buyers' names.
 */
import PDFDocument from "pdfkit";
import { formatRupees, GST_PERCENT } from "#common/booking/gst.ts";
import { rupeesInWords } from "./amount-in-words";
import { INTER_BOLD, INTER_REGULAR } from "./invoice-fonts";
import type { Invoice } from "./invoice";

let fonts: { regular: Buffer; bold: Buffer } | undefined;
const FONTS = () =>
  (fonts ??= { regular: Buffer.from(INTER_REGULAR, "base64"), bold: Buffer.from(INTER_BOLD, "base64") });

const MARGIN = 50;
const INK = "#1f2328";
const MUTED = "#57606a";
const RULE = "#d0d7de";

/** "29 Nov 2026" for "2026-11-29". */
function longDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The invoice's lines of tax: CGST and SGST within the supplier's state, else IGST. */
export function taxLines(invoice: Invoice): [label: string, paise: number][] {
  return invoice.igstPaise > 0 || invoice.cgstPaise + invoice.sgstPaise === 0
    ? [[`IGST @ ${GST_PERCENT}%`, invoice.igstPaise]]
    : [
        [`CGST @ ${GST_PERCENT / 2}%`, invoice.cgstPaise],
        [`SGST @ ${GST_PERCENT / 2}%`, invoice.sgstPaise],
      ];
}

export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Tax Invoice ${invoice.number}`, Author: invoice.supplier.legalName },
  });
  doc.registerFont("body", FONTS().regular);
  doc.registerFont("bold", FONTS().bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const left = MARGIN;
  const right = MARGIN + width;
  const rule = () => {
    doc.moveDown(0.5);
    doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.75).strokeColor(RULE).stroke();
    doc.moveDown(0.6);
  };
  const label = (text: string) => doc.font("bold").fontSize(9).fillColor(MUTED).text(text.toUpperCase());
  const line = (text: string, size = 10) => doc.font("body").fontSize(size).fillColor(INK).text(text);

  doc.font("bold").fontSize(20).fillColor(INK).text("Tax Invoice", left, MARGIN);
  doc.font("body").fontSize(9).fillColor(MUTED).text("Original for recipient");
  doc.moveDown(0.8);

  // Supplier on the left, the invoice's number and date on the right.
  const top = doc.y;
  const half = width / 2 - 10;
  const { supplier } = invoice;
  doc.font("bold").fontSize(11).fillColor(INK).text(supplier.legalName, left, top, { width: half });
  doc.font("body").fontSize(10);
  for (const part of supplier.address) doc.text(part, { width: half });
  doc.text(`GSTIN: ${supplier.gstin}`, { width: half });
  doc.text(`State: ${supplier.state}`, { width: half });
  const leftEnd = doc.y;
  const meta = left + width / 2 + 10;
  doc.font("bold").fontSize(10).text(`Invoice number: ${invoice.number}`, meta, top, { width: half });
  doc.font("body").text(`Invoice date: ${longDate(invoice.date)}`, { width: half });
  doc.text(`Place of supply: ${invoice.placeOfSupply}`, { width: half });
  doc.y = Math.max(leftEnd, doc.y);
  doc.x = left;
  rule();

  label("Billed to");
  doc.font("bold").fontSize(11).fillColor(INK).text(invoice.buyer.name);
  line(`State: ${invoice.buyer.state}`);
  if (invoice.buyer.gstin) line(`GSTIN: ${invoice.buyer.gstin}`);
  rule();

  // The supply: one line, with its SAC and taxable value.
  const amountX = right - 110;
  const sacX = amountX - 80;
  const head = doc.y;
  doc.font("bold").fontSize(9).fillColor(MUTED);
  doc.text("DESCRIPTION", left, head, { width: sacX - left - 10 });
  doc.text("SAC", sacX, head, { width: 70 });
  doc.text("TAXABLE VALUE", amountX, head, { width: 110, align: "right" });
  doc.moveDown(0.4);
  const row = doc.y;
  doc.font("body").fontSize(10).fillColor(INK);
  doc.text(invoice.sac, sacX, row, { width: 70 });
  doc.text(formatRupees(invoice.taxablePaise), amountX, row, { width: 110, align: "right" });
  doc.font("bold").text(invoice.description[0], left, row, { width: sacX - left - 10 });
  doc
    .font("body")
    .fillColor(MUTED)
    .text(invoice.description[1], { width: sacX - left - 10 });
  rule();

  // The sums, right-aligned under the value column.
  const sums: [string, number, boolean][] = [
    ["Taxable value", invoice.taxablePaise, false],
    ...taxLines(invoice).map(([name, paise]): [string, number, boolean] => [name, paise, false]),
    ["Total", invoice.totalPaise, true],
  ];
  for (const [name, paise, strong] of sums) {
    const y = doc.y;
    doc
      .font(strong ? "bold" : "body")
      .fontSize(strong ? 12 : 10)
      .fillColor(INK);
    doc.text(name, sacX - 80, y, { width: 150 });
    doc.text(formatRupees(paise), amountX - 40, y, { width: 150, align: "right" });
    doc.moveDown(0.2);
  }
  doc.x = left;
  doc.moveDown(0.6);
  label("Total in words");
  line(rupeesInWords(invoice.totalPaise));
  doc.moveDown(0.6);
  line("Whether tax is payable on reverse charge: No");
  rule();

  // The signature block.
  doc.moveDown(1);
  doc.font("bold").fontSize(10).fillColor(INK).text(`For ${supplier.legalName}`, left, doc.y, {
    width,
    align: "right",
  });
  doc.moveDown(2.5);
  doc
    .moveTo(right - 180, doc.y)
    .lineTo(right, doc.y)
    .lineWidth(0.75)
    .strokeColor(INK)
    .stroke();
  doc.moveDown(0.3);
  doc.font("body").text("Authorised signatory", { width, align: "right" });
  doc.moveDown(2);
  doc.fontSize(8).fillColor(MUTED).text("This is a computer-generated invoice.", left, doc.y, { width });

  doc.end();
  return done;
}
