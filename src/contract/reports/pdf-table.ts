/**
 * A plain striped table for jsPDF, drawn a column per page at a time: one `text()` call per column and page instead
 * of one per cell. The look follows jspdf-autotable's striped theme (coloured header row, grey every other row,
 * left-aligned cells); what autotable spends on measuring and styling every cell of a 10,000-row report
 * (≈ 90 % of the PDF's time) is left out: column widths are fixed shares of the page and a cell too long for its
 * column is cut with '…'.
 */
import type { jsPDF as JsPdf } from 'jspdf';

interface PlainTableOptions {
  startY: number;
  /** Relative column widths (any unit); the table takes the page width between the margins. */
  widths: number[];
  fontSize?: number;
  headFill?: [number, number, number];
  margin?: number;
  /** Called after each page with the share of rows drawn (0…1). */
  onPage?: (done: number) => void;
}

const PT = 25.4 / 72; // millimetres per point
const STRIPE: [number, number, number] = [245, 245, 245];
const TEXT: [number, number, number] = [80, 80, 80];

/** Draws the table (repeating the header on each page) and answers the y below its last row. */
export function drawPlainTable(doc: JsPdf, head: string[], rows: string[][], o: PlainTableOptions): number {
  const fontSize = o.fontSize ?? 8;
  const margin = o.margin ?? 40 * PT;
  const pad = 5 * PT;
  const lineH = fontSize * 1.15 * PT;
  const rowH = lineH + 2 * pad;
  const pageW = doc.internal.pageSize.getWidth();
  const pageH = doc.internal.pageSize.getHeight();
  const sum = o.widths.reduce((s, w) => s + w, 0);
  const colW = o.widths.map((w) => ((pageW - 2 * margin) * w) / sum);
  const colX = colW.map((_, i) => margin + colW.slice(0, i).reduce((s, w) => s + w, 0));
  // Average Helvetica glyph ≈ 0.5 em: the characters that fit a column, with its padding.
  const fits = colW.map((w) => Math.max(3, Math.floor((w - 2 * pad) / (fontSize * 0.55 * PT))));
  const cut = (s: string, i: number) => (s.length > fits[i]! ? `${s.slice(0, fits[i]! - 1)}…` : s);
  const tableW = pageW - 2 * margin;
  // Text baseline inside a row: top padding plus the font's ascent (autotable's placement).
  const baseline = (top: number) => top + pad + fontSize * PT * 0.85;

  let y = o.startY;
  let i = 0;
  do {
    // Header row.
    doc.setFillColor(...(o.headFill ?? [41, 128, 185]));
    doc.rect(margin, y, tableW, rowH, 'F');
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(fontSize);
    doc.setTextColor(255, 255, 255);
    head.forEach((h, c) => doc.text(cut(h, c), colX[c]! + pad, baseline(y)));
    y += rowH;
    const fit = Math.max(1, Math.floor((pageH - margin - y) / rowH));
    const page = rows.slice(i, i + fit);
    // Stripes, then each column's cells as one block of lines.
    doc.setFillColor(...STRIPE);
    page.forEach((_, r) => {
      if ((i + r) % 2 === 1) doc.rect(margin, y + r * rowH, tableW, rowH, 'F');
    });
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(...TEXT);
    head.forEach((_, c) => {
      if (page.length)
        doc.text(
          page.map((row) => cut(row[c] ?? '', c)),
          colX[c]! + pad,
          baseline(y),
          { lineHeightFactor: rowH / (fontSize * PT) },
        );
    });
    y += page.length * rowH;
    i += page.length;
    o.onPage?.(rows.length ? i / rows.length : 1);
    if (i < rows.length) {
      doc.addPage();
      y = margin;
    }
  } while (i < rows.length);
  return y;
}
