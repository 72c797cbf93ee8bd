import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentContent } from './document-content.ts';

const a4: [number, number] = [595.28, 841.89];
const margin = 56;
const ink = rgb(0.1, 0.1, 0.1);
const grey = rgb(0.4, 0.4, 0.4);

// The standard fonts encode WinAnsi only: Latin-1 plus these. Anything else (a name in another
// script) would make pdf-lib throw, so it is shown as "?" instead of failing the document.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsi(text: string): string {
  return [...text.normalize('NFC').replace(/\s/g, ' ')]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(ch) ? ch : '?';
    })
    .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

/** Lays text out top to bottom, starting a new page when the current one is full. */
class Writer {
  private readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private readonly continued: string;
  private page: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(doc: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }, continued: string) {
    this.doc = doc;
    this.regular = fonts.regular;
    this.bold = fonts.bold;
    this.continued = continued;
    this.page = this.newPage(false);
  }

  private newPage(continuation: boolean): PDFPage {
    this.page = this.doc.addPage(a4);
    this.pages.push(this.page);
    this.y = a4[1] - margin;
    if (continuation) this.text(this.continued, { font: this.regular, size: 9, color: grey, gap: 8 });
    return this.page;
  }

  /** Room for `height` points, else a new page. */
  need(height: number): void {
    if (this.y - height < margin + 20) this.newPage(true);
  }

  text(content: string, options: { font?: PDFFont; size?: number; x?: number; width?: number; color?: ReturnType<typeof rgb>; gap?: number } = {}): void {
    const { font = this.regular, size = 10, x = 0, width = a4[0] - 2 * margin - x, color = ink, gap = 0 } = options;
    for (const line of wrap(content, font, size, width)) {
      this.need(size * 1.4);
      this.page.drawText(line, { x: margin + x, y: this.y - size, size, font, color });
      this.y -= size * 1.4;
    }
    this.y -= gap;
  }

  /** One line of cells at the given x offsets (each cell cut to its column). */
  row(cells: readonly string[], columns: readonly number[], font: PDFFont = this.regular, size = 10): void {
    this.need(size * 1.5);
    cells.forEach((cell, i) => {
      const x = columns[i] ?? 0;
      const width = (columns[i + 1] ?? a4[0] - 2 * margin) - x - 6;
      const [first = ''] = wrap(cell, font, size, width);
      this.page.drawText(first, { x: margin + x, y: this.y - size, size, font, color: ink });
    });
    this.y -= size * 1.5;
  }

  /** A label and its (wrapped) value, the label in a fixed column. */
  fact(label: string, value: string): void {
    this.need(14);
    const top = this.y;
    if (label) this.page.drawText(winAnsi(label), { x: margin, y: top - 10, size: 10, font: this.bold, color: ink });
    this.text(value, { x: 130 });
  }

  space(points: number): void {
    this.y -= points;
  }
}

export interface RenderOptions {
  /** The partner's document template: its pages come first. */
  readonly template: Uint8Array | null;
  /** The PDF's creation and modification date (the trigger's time), so the same input gives the same bytes. */
  readonly date: Date;
  readonly author: string;
}

/**
 * The offer document as PDF bytes: the template's pages, then the offer's pages. Deterministic:
 * no automatic metadata, the dates given, the standard fonts (nothing embedded that varies).
 */
export async function renderOfferPdf(content: DocumentContent, options: RenderOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(winAnsi(content.title));
  doc.setAuthor(winAnsi(options.author));
  doc.setProducer('portal offer-document worker');
  doc.setCreationDate(options.date);
  doc.setModificationDate(options.date);
  if (options.template) {
    const template = await PDFDocument.load(options.template, { updateMetadata: false });
    for (const page of await doc.copyPages(template, template.getPageIndices())) doc.addPage(page);
  }
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, { regular, bold }, `${content.title} (Fortsetzung)`);

  w.text(content.title, { font: bold, size: 18, gap: 2 });
  w.text(content.issued, { size: 9, color: grey, gap: 14 });
  for (const [label, value] of content.facts) w.fact(label, value);
  w.space(12);

  w.text('Preise und Volumen je Lieferjahr', { font: bold, size: 12, gap: 4 });
  const columns = [0, 60, 190, 330];
  const header = content.yearHeader;
  w.row([header.year, header.direction, header.volume, header.price], columns, bold);
  for (const row of content.years) w.row([row.year, row.direction, row.volume, row.price], columns);
  w.space(12);

  w.text(content.validity, { gap: 8 });
  if (content.note) w.text(`Bemerkung: ${content.note}`, { gap: 8 });
  w.text('Alle Preise verstehen sich ohne Mehrwertsteuer.', { size: 9, color: grey, gap: 12 });

  w.text('Messpunkte', { font: bold, size: 12, gap: 4 });
  const pointColumns = [0, 161, 322];
  for (let i = 0; i < content.meteringPoints.length; i += 3) w.row(content.meteringPoints.slice(i, i + 3), pointColumns, regular, 8);
  if (content.morePoints > 0) w.text(`... und ${content.morePoints} weitere Messpunkte`, { size: 9, gap: 4 });

  w.pages.forEach((page, i) => {
    page.drawText(`Seite ${i + 1} von ${w.pages.length}`, { x: margin, y: margin - 20, size: 8, font: regular, color: grey });
  });
  return doc.save();
}
