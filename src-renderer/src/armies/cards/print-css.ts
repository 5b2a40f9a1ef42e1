/**
 * The print styles of the cards document. Black on white with hairlines only, so it prints well
 * on any office printer; every size is in millimetres or points, which mean the same on paper in
 * Chromium's PDF engine, in Electron's printToPDF and in the browser's print dialog.
 */
import type { CardsLayout, PageSize } from './card-model';

/** Paper in millimetres. */
export const PAPER: Record<PageSize, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  Letter: { width: 215.9, height: 279.4 },
};

/** A poker-size card and the 3×3 grid of them on a sheet. */
export const CARD = { width: 63, height: 88, columns: 3, rows: 3 } as const;
export const CARDS_PER_SHEET = CARD.columns * CARD.rows;

export function gridOrigin(pageSize: PageSize): { left: number; top: number } {
  const paper = PAPER[pageSize];
  return {
    left: round((paper.width - CARD.width * CARD.columns) / 2),
    top: round((paper.height - CARD.height * CARD.rows) / 2),
  };
}

function round(mm: number): number {
  return Math.round(mm * 100) / 100;
}

const COMMON = `
  * { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; background: #fff; color: #000; }
  body { font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; font-size: 8pt; line-height: 1.25;
    -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  h1, h2, h3, p, ul, table { margin: 0; }
  .problems { border: 0.5mm solid #000; padding: 3mm 4mm; margin: 0 0 5mm; break-inside: avoid; }
  .problems h2 { font-size: 12pt; margin-bottom: 2mm; }
  .problems li { margin: 1mm 0; }
  .rule-id { font-family: 'Liberation Mono', 'Courier New', monospace; font-weight: 700; }
  @media screen {
    html { background: #6b6f76; }
    body { background: #6b6f76; padding: 6mm 0; }
  }
`;

function cardsCss(pageSize: PageSize): string {
  const paper = PAPER[pageSize];
  const origin = gridOrigin(pageSize);
  // Half a millimetre short of the paper, so rounding in the PDF engine never spills a sheet onto
  // an extra blank page.
  const sheetHeight = round(paper.height - 0.5);
  return `
  @page { size: ${pageSize === 'A4' ? 'A4' : 'letter'}; margin: 0; }
  ${COMMON}
  .sheet { position: relative; width: ${paper.width}mm; height: ${sheetHeight}mm; overflow: hidden; background: #fff;
    break-after: page; page-break-after: always; break-inside: avoid; }
  .sheet:last-child { break-after: auto; page-break-after: auto; }
  @media screen { .sheet { margin: 0 auto 6mm; box-shadow: 0 1mm 4mm rgb(0 0 0 / 40%); } }
  .grid { position: absolute; left: ${origin.left}mm; top: ${origin.top}mm; display: grid;
    grid-template-columns: repeat(${CARD.columns}, ${CARD.width}mm); grid-template-rows: repeat(${CARD.rows}, ${CARD.height}mm); }
  .cut { position: absolute; background: #000; }
  .cut.v { width: 0.15mm; }
  .cut.h { height: 0.15mm; }
  .sheet-foot { position: absolute; left: ${origin.left}mm; right: ${origin.left}mm; bottom: 1.2mm; font-size: 6pt; color: #333;
    display: flex; justify-content: space-between; }
  .card { width: ${CARD.width}mm; height: ${CARD.height}mm; padding: 3mm 3.2mm 2.5mm; overflow: hidden; border: 0.15mm solid #9a9a9a;
    font-size: 7pt; display: flex; flex-direction: column; gap: 1.4mm; break-inside: avoid; page-break-inside: avoid; }
  .card header { border-bottom: 0.4mm solid #000; padding-bottom: 1mm; }
  .card .title { display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; }
  .card h2 { font-size: 9.5pt; line-height: 1.1; }
  .card .pts { font-size: 9pt; font-weight: 700; white-space: nowrap; }
  .card .meta { font-size: 6.5pt; margin-top: 0.6mm; }
  /* Seven D10 stats (Move and Advance first) share the card's width evenly, each label on one line. */
  .stats { width: 100%; border-collapse: collapse; text-align: center; table-layout: fixed; }
  .stats th { font-size: 4.8pt; font-weight: 400; text-transform: uppercase; letter-spacing: 0; border: 0.2mm solid #000; padding: 0.3mm 0; white-space: nowrap; overflow: hidden; }
  .stats td { font-size: 9pt; font-weight: 700; border: 0.2mm solid #000; padding: 0.4mm 0; }
  /* A unit whose models differ: the model's name leads each line. */
  .stats.lines th:first-child { width: 34%; }
  .stats.lines td { font-size: 7.5pt; }
  .stats .model { font-size: 6pt; font-weight: 400; text-align: left; padding-left: 0.6mm; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .weapons { width: 100%; border-collapse: collapse; }
  .weapons th { font-size: 5.5pt; text-transform: uppercase; text-align: right; border-bottom: 0.2mm solid #000; font-weight: 700; }
  .weapons th:first-child, .weapons td:first-child { text-align: left; }
  .weapons td { text-align: right; padding: 0.35mm 0 0; vertical-align: top; }
  .weapons .wr td { font-size: 6pt; padding-top: 0; font-style: italic; text-align: left; }
  .section { font-size: 5.5pt; font-weight: 700; text-transform: uppercase; border-bottom: 0.2mm solid #000; margin-bottom: 0.5mm; }
  .rules p { margin: 0 0 0.6mm; font-size: 6.5pt; }
  .keywords { font-size: 6pt; margin-top: auto; }
  .part { font-size: 5.5pt; text-align: right; }
  .sheet-note { position: absolute; left: ${origin.left}mm; right: ${origin.left}mm; top: 1.2mm; font-size: 6pt; color: #333; text-align: center; }
  .notice { padding: 20mm; }
  .notice h1 { font-size: 18pt; margin-bottom: 3mm; }
  .notice p { font-size: 10pt; margin-bottom: 6mm; }
  .notice .problems li { font-size: 10pt; }
  `;
}

function rosterCss(pageSize: PageSize): string {
  return `
  @page { size: ${pageSize === 'A4' ? 'A4' : 'letter'}; margin: 12mm; }
  ${COMMON}
  @media screen { body { padding: 6mm; } .roster { background: #fff; max-width: 190mm; margin: 0 auto; padding: 12mm; } }
  .roster header.army { border-bottom: 0.6mm solid #000; padding-bottom: 2mm; margin-bottom: 4mm; }
  .roster h1 { font-size: 16pt; }
  .roster .army-meta { font-size: 9pt; margin-top: 1mm; }
  .entry { border: 0.3mm solid #000; padding: 2mm 3mm; margin-bottom: 3mm; break-inside: avoid; page-break-inside: avoid; }
  .entry .title { display: flex; justify-content: space-between; align-items: baseline; gap: 3mm; }
  .entry h2 { font-size: 11pt; }
  .entry .pts { font-size: 10pt; font-weight: 700; }
  .entry .meta { font-size: 8pt; margin: 0.5mm 0 1.5mm; }
  .entry .cols { display: grid; grid-template-columns: 62mm 1fr; gap: 5mm; align-items: start; }
  .stats { width: 100%; border-collapse: collapse; text-align: center; }
  .stats { table-layout: fixed; }
  .stats th { font-size: 6pt; font-weight: 400; text-transform: uppercase; border: 0.2mm solid #000; padding: 0.4mm 0; }
  .stats td { font-size: 10pt; font-weight: 700; border: 0.2mm solid #000; }
  .stats.lines th:first-child { width: 30%; }
  .stats .model { font-size: 7.5pt; font-weight: 400; text-align: left; padding-left: 1mm; }
  .sections { display: grid; grid-template-columns: 1fr 1fr; gap: 2mm 5mm; margin-bottom: 4mm; }
  .section-box { break-inside: avoid; }
  .section-box h3 { font-size: 9pt; border-bottom: 0.2mm solid #000; margin-bottom: 1mm; }
  .section-box p { font-size: 8pt; margin: 0 0 0.6mm; }
  .weapons { width: 100%; border-collapse: collapse; }
  .weapons th { font-size: 6pt; text-transform: uppercase; text-align: right; border-bottom: 0.2mm solid #000; }
  .weapons th:first-child, .weapons td:first-child { text-align: left; }
  .weapons td { text-align: right; vertical-align: top; }
  .weapons th:not(:first-child) { width: 14mm; }
  .weapons .wr td { font-size: 7pt; font-style: italic; text-align: left; }
  .section { font-size: 6pt; font-weight: 700; text-transform: uppercase; border-bottom: 0.2mm solid #000; margin: 1.5mm 0 0.5mm; }
  .rules p { margin: 0 0 0.5mm; font-size: 7.5pt; }
  .keywords { font-size: 7pt; margin-top: 1mm; }
  `;
}

export function printCss(layout: CardsLayout, pageSize: PageSize): string {
  return layout === 'cards' ? cardsCss(pageSize) : rosterCss(pageSize);
}
