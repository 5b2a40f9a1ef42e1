import { describe, expect, it } from 'vitest';
import { cardFaces } from '../../../src-renderer/src/armies/cards/card-faces';
import type { CardsDocument, CardUnit } from '../../../src-renderer/src/armies/cards/card-model';
import { buildCardsHtml, cardSheetCount } from '../../../src-renderer/src/armies/cards/cards-html';
import { gridOrigin } from '../../../src-renderer/src/armies/cards/print-css';

function unit(n: number, extra: Partial<CardUnit> = {}): CardUnit {
  return {
    uid: `u${n}`,
    name: `Unit ${n}`,
    category: 'Core',
    points: 100 + n,
    models: 5,
    stats: [{ label: 'Ranged', value: '4+' }],
    weapons: [{ name: 'Rifle', range: '24"', attacks: '1', ap: '0', rules: [], carriers: '' }],
    rules: [],
    keywords: ['Infantry'],
    ...extra,
  };
}

function doc(units: CardUnit[], problems: CardsDocument['problems'] = []): CardsDocument {
  return { title: 'Test Army', ruleset: 'D10 Wargame', faction: 'Meridian', points: 500, limit: 1000, problems, units };
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('the army cards document', () => {
  it('puts nine 63×88 mm cards on a sheet: 10 units make 2 sheets', () => {
    const d = doc(Array.from({ length: 10 }, (_, i) => unit(i + 1)));
    const html = buildCardsHtml(d, { layout: 'cards', pageSize: 'A4' });
    expect(count(html, '<section class="sheet">')).toBe(2);
    expect(count(html, '<article class="card">')).toBe(10);
    expect(cardSheetCount(d)).toBe(2);
    expect(html).toContain('width: 63mm; height: 88mm');
    expect(html).toContain('@page { size: A4; margin: 0; }');
  });

  it('centres the 3×3 grid on A4 and on Letter', () => {
    expect(gridOrigin('A4')).toEqual({ left: 10.5, top: 16.5 });
    expect(gridOrigin('Letter')).toEqual({ left: 13.45, top: 7.7 });
    expect(buildCardsHtml(doc([unit(1)]), { layout: 'cards', pageSize: 'Letter' })).toContain('@page { size: letter; margin: 0; }');
  });

  it('is self-contained and inert: no scripts, no external files, player text escaped', () => {
    const hostile = unit(1, { name: '<script>alert(1)</script>', keywords: ['<img src=x onerror=alert(1)>'] });
    const html = buildCardsHtml({ ...doc([hostile]), title: '"><script>x</script>' }, { layout: 'cards', pageSize: 'A4' });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/(src|href)=["']?https?:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(buildCardsHtml(doc([hostile]), { layout: 'roster', pageSize: 'A4' })).not.toMatch(/<script/i);
  });

  it('never prints an illegal army silently: its problems come first, on a page of their own for cards', () => {
    const d = doc([unit(1)], [{ rule: 'D10.ARMY.HQ_1_2', message: 'The army has 0 HQ units; it must have 1 or 2.' }]);
    const cards = buildCardsHtml(d, { layout: 'cards', pageSize: 'A4' });
    expect(cards.indexOf('This army is not legal')).toBeLessThan(cards.indexOf('<article class="card">'));
    expect(cards).toContain('D10.ARMY.HQ_1_2');
    expect(cardSheetCount(d)).toBe(2);
    const roster = buildCardsHtml(d, { layout: 'roster', pageSize: 'Letter' });
    expect(roster.indexOf('This army is not legal')).toBeLessThan(roster.indexOf('<article class="entry">'));
  });

  it('keeps every card and roster entry whole across pages (break-inside: avoid)', () => {
    expect(buildCardsHtml(doc([unit(1)]), { layout: 'cards', pageSize: 'A4' })).toMatch(/\.card \{[^}]*break-inside: avoid/);
    expect(buildCardsHtml(doc([unit(1)]), { layout: 'roster', pageSize: 'A4' })).toMatch(/\.entry \{[^}]*break-inside: avoid/);
  });

  it('continues a unit with many rules on a second card instead of cutting its text off', () => {
    const rules = Array.from({ length: 14 }, (_, i) => ({ name: `Rule ${i}`, tier: 1, text: 'A long explanation of what this tier of the rule does at the table.' }));
    const faces = cardFaces(unit(1, { rules }));
    expect(faces.length).toBe(2);
    expect(faces.map((f) => f.rules.length).reduce((a, b) => a + b)).toBe(14);
    expect(faces.every((f) => f.of === 2)).toBe(true);
    expect(cardFaces(unit(2))).toHaveLength(1);
  });

  it('prints one stat line per kind of model for a unit whose models differ, each led by its count and name', () => {
    const mixed = unit(1, {
      lines: [
        { name: 'Sergeant', count: 1, stats: [{ label: 'Ranged', value: '3+' }] },
        { name: 'Trooper', count: 4, stats: [{ label: 'Ranged', value: '4+' }] },
      ],
    });
    for (const layout of ['cards', 'roster'] as const) {
      const html = buildCardsHtml(doc([mixed]), { layout, pageSize: 'A4' });
      expect(html).toContain('<table class="stats lines"><tr><th></th><th>Ranged</th></tr><tr><td class="model">1× Sergeant</td><td>3+</td></tr><tr><td class="model">4× Trooper</td><td>4+</td></tr></table>');
    }
    expect(cardFaces(mixed)).toHaveLength(1);
  });

  it('prints a book’s own sections at the top of the roster, escaped, and leaves empty ones out', () => {
    const d = { ...doc([unit(1)]), sections: [{ title: 'Force <main>', lines: ['Patrol: 0 SP', 'Strategy points: 3 a round'] }, { title: 'Empty', lines: [] }] };
    const roster = buildCardsHtml(d, { layout: 'roster', pageSize: 'A4' });
    expect(roster).toContain('<section class="sections"><div class="section-box"><h3>Force &lt;main&gt;</h3><p>Patrol: 0 SP</p><p>Strategy points: 3 a round</p></div></section>');
    expect(roster).not.toContain('<h3>Empty</h3>');
    expect(roster.indexOf('class="sections"')).toBeLessThan(roster.indexOf('<article class="entry">'));
    expect(buildCardsHtml(doc([unit(1)]), { layout: 'roster', pageSize: 'A4' })).not.toContain('class="sections"');
  });
});
