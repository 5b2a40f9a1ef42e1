/**
 * The army-cards print document: one self-contained HTML string (inline styles, no scripts, no
 * external files) that feeds the on-screen preview, Electron's printToPDF window (which runs with
 * JavaScript off) and the browser's print dialog alike.
 *
 * Two layouts: poker-size cards, nine to a sheet with cut marks, and a roster with every unit. An
 * illegal army never prints silently: its problems come first, on a page of their own for cards
 * and at the top of the roster.
 */
import { cardFaces, ruleText, type CardFace } from './card-faces';
import type { CardProblem, CardsDocument, CardsLayout, CardUnit, PageSize } from './card-model';
import { escapeHtml as e } from './escape';
import { CARD, CARDS_PER_SHEET, PAPER, gridOrigin, printCss } from './print-css';

export interface CardsOptions {
  layout: CardsLayout;
  pageSize: PageSize;
}

export function buildCardsHtml(doc: CardsDocument, options: CardsOptions): string {
  const body = options.layout === 'cards' ? cardSheets(doc, options.pageSize) : roster(doc);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">
<title>${e(doc.title)} — army cards</title>
<style>${printCss(options.layout, options.pageSize)}</style>
</head><body>
${body}
</body></html>`;
}

/** How many pages the cards layout prints: a notice page for an illegal army, then nine cards a sheet. */
export function cardSheetCount(doc: CardsDocument): number {
  const faces = doc.units.flatMap(cardFaces).length;
  return (doc.problems.length ? 1 : 0) + Math.max(1, Math.ceil(faces / CARDS_PER_SHEET));
}

function summaryLine(doc: CardsDocument): string {
  return `${e(doc.faction)} · ${e(doc.ruleset)} · ${e(doc.points)} of ${e(doc.limit)} points · ${doc.units.length} ${doc.units.length === 1 ? 'unit' : 'units'}`;
}

function problemsBox(problems: CardProblem[]): string {
  const items = problems.map((p) => `<li><span class="rule-id">${e(p.rule)}</span> — ${e(p.message)}</li>`).join('');
  return `<section class="problems"><h2>This army is not legal</h2><ul>${items}</ul></section>`;
}

function cardSheets(doc: CardsDocument, pageSize: PageSize): string {
  const faces = doc.units.flatMap(cardFaces);
  const sheets: CardFace[][] = [];
  for (let i = 0; i < faces.length; i += CARDS_PER_SHEET) sheets.push(faces.slice(i, i + CARDS_PER_SHEET));
  if (sheets.length === 0) sheets.push([]);
  const total = sheets.length + (doc.problems.length ? 1 : 0);
  const notice = doc.problems.length
    ? `<section class="sheet notice"><h1>${e(doc.title)}</h1><p>${summaryLine(doc)}</p>${problemsBox(doc.problems)}
       <p>Fix these problems in Tenfold before the game, or agree them with your opponent.</p></section>`
    : '';
  const first = doc.problems.length ? 2 : 1;
  return (
    notice +
    sheets
      .map(
        (sheet, i) => `<section class="sheet">${cutMarks(pageSize)}
  <div class="sheet-note">Weapon range, attacks (A) and AP already include the special rules listed with them.</div>
  <div class="grid">${sheet.map(card).join('')}</div>
  <div class="sheet-foot"><span>${e(doc.title)} — ${summaryLine(doc)}</span><span>Page ${first + i} of ${total}</span></div>
</section>`,
      )
      .join('\n')
  );
}

/** Short marks in the margins on every cut line, so the sheet can be cut with a ruler and knife. */
function cutMarks(pageSize: PageSize): string {
  const paper = PAPER[pageSize];
  const { left, top } = gridOrigin(pageSize);
  const gap = 1.5;
  const bottom = top + CARD.height * CARD.rows;
  const right = left + CARD.width * CARD.columns;
  const marks: string[] = [];
  for (let c = 0; c <= CARD.columns; c++) {
    const x = left + c * CARD.width;
    // The top and bottom 5 mm stay clear for the sheet's note and footer.
    marks.push(`<i class="cut v" style="left:${x}mm;top:5mm;height:${round(top - gap - 5)}mm"></i>`);
    marks.push(`<i class="cut v" style="left:${x}mm;top:${round(bottom + gap)}mm;height:${round(paper.height - bottom - gap - 5)}mm"></i>`);
  }
  for (let r = 0; r <= CARD.rows; r++) {
    const y = top + r * CARD.height;
    marks.push(`<i class="cut h" style="top:${y}mm;left:0;width:${round(left - gap)}mm"></i>`);
    marks.push(`<i class="cut h" style="top:${y}mm;left:${round(right + gap)}mm;width:${round(paper.width - right - gap)}mm"></i>`);
  }
  return marks.join('');
}

function meta(unit: CardUnit): string {
  const models = `${unit.models} ${unit.models === 1 ? 'model' : 'models'}`;
  return [unit.category, models, unit.profile].filter(Boolean).map((s) => e(s!)).join(' · ');
}

function statsTable(unit: CardUnit): string {
  const lines = unit.lines;
  if (lines?.length) {
    const head = lines[0]!.stats.map((s) => `<th>${e(s.label)}</th>`).join('');
    const rows = lines.map((l) => `<tr><td class="model">${e(l.count)}× ${e(l.name)}</td>${l.stats.map((s) => `<td>${e(s.value)}</td>`).join('')}</tr>`).join('');
    return `<table class="stats lines"><tr><th></th>${head}</tr>${rows}</table>`;
  }
  return `<table class="stats"><tr>${unit.stats.map((s) => `<th>${e(s.label)}</th>`).join('')}</tr>
<tr>${unit.stats.map((s) => `<td>${e(s.value)}</td>`).join('')}</tr></table>`;
}

function weaponsTable(unit: CardUnit, weapons = unit.weapons): string {
  if (!weapons.length) return '';
  const rows = weapons
    .map((w) => {
      const name = `${e(w.name)}${w.carriers ? ` <small>${e(w.carriers)}</small>` : ''}`;
      const main = `<tr><td>${name}</td><td>${e(w.range)}</td><td>${e(w.attacks)}</td><td>${e(w.ap)}</td></tr>`;
      return w.rules.length ? `${main}<tr class="wr"><td colspan="4">${e(w.rules.join(', '))}</td></tr>` : main;
    })
    .join('');
  return `<table class="weapons"><tr><th>Weapon</th><th>Range</th><th>A</th><th>AP</th></tr>${rows}</table>`;
}

function rulesBlock(rules: CardUnit['rules']): string {
  if (!rules.length) return '';
  return `<div class="rules"><div class="section">Special rules</div>${rules.map((r) => `<p>${ruleHtml(r)}</p>`).join('')}</div>`;
}

function ruleHtml(rule: CardUnit['rules'][number]): string {
  const text = ruleText(rule);
  const split = text.indexOf(':');
  return `<b>${e(text.slice(0, split))}</b>${e(text.slice(split))}`;
}

function card(face: CardFace): string {
  const { unit } = face;
  const part = face.of > 1 ? `<div class="part">Card ${face.part} of ${face.of}</div>` : '';
  return `<article class="card">
<header><div class="title"><h2>${e(unit.name)}</h2><span class="pts">${e(unit.points)} pts</span></div>
<div class="meta">${meta(unit)}${face.part > 1 ? ' · continued' : ''}</div></header>
${face.stats ? statsTable(unit) : ''}
${weaponsTable(unit, face.weapons)}
${rulesBlock(face.rules)}
${face.keywords ? `<div class="keywords"><b>Keywords:</b> ${e(unit.keywords.join(', '))}</div>` : ''}
${part}
</article>`;
}

function sectionsBlock(doc: CardsDocument): string {
  const sections = (doc.sections ?? []).filter((s) => s.lines.length);
  if (!sections.length) return '';
  return `<section class="sections">${sections.map((s) => `<div class="section-box"><h3>${e(s.title)}</h3>${s.lines.map((l) => `<p>${e(l)}</p>`).join('')}</div>`).join('')}</section>`;
}

function roster(doc: CardsDocument): string {
  const entries = doc.units
    .map(
      (unit) => `<article class="entry">
<div class="title"><h2>${e(unit.name)}</h2><span class="pts">${e(unit.points)} pts</span></div>
<div class="meta">${meta(unit)}</div>
<div class="cols"><div>${statsTable(unit)}</div><div>${weaponsTable(unit)}</div></div>
${rulesBlock(unit.rules)}
${unit.keywords.length ? `<div class="keywords"><b>Keywords:</b> ${e(unit.keywords.join(', '))}</div>` : ''}
</article>`,
    )
    .join('\n');
  return `<main class="roster"><header class="army"><h1>${e(doc.title)}</h1><div class="army-meta">${summaryLine(doc)}</div>
<div class="army-meta">Weapon range, attacks (A) and AP already include the special rules listed with them.</div></header>
${doc.problems.length ? problemsBox(doc.problems) : ''}
${sectionsBlock(doc)}
${entries || '<p>This army has no units yet.</p>'}
</main>`;
}

function round(mm: number): number {
  return Math.round(mm * 100) / 100;
}
