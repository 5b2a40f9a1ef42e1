import { describe, expect, it } from 'vitest';
import { quickStartPair } from '../../../src-renderer/src/play/model/armies';
import { buildLog } from '../../../src-renderer/src/play/model/log';
import { unitViews } from '../../../src-renderer/src/play/model/units';
import { gameUnitNames, numberedNames } from '../../../src-renderer/src/play/model/unit-names';
import { newSession, playOn } from './helpers';

describe('units that share a name in a game', () => {
  it('are numbered: two "Raider Mob" become "Raider Mob 1" and "Raider Mob 2"; a unique name is kept', () => {
    const named = numberedNames([{ name: 'Raider Mob' }, { name: 'Warlord' }, { name: 'Raider Mob' }]);
    expect(named.map((u) => u.name)).toEqual(['Raider Mob 1', 'Warlord', 'Raider Mob 2']);
    // A name the player already gave is not taken twice.
    expect(numberedNames([{ name: 'Mob' }, { name: 'Mob 1' }, { name: 'Mob' }]).map((u) => u.name)).toEqual(['Mob 2', 'Mob 1', 'Mob 3']);
  });

  it('two armies that bring a unit of one name (a free-for-all of one faction twice): the later seat’s carries its player’s number', () => {
    const named = gameUnitNames([[{ name: 'Wardens' }, { name: 'Mob' }, { name: 'Mob' }], [{ name: 'Reavers' }], [{ name: 'Wardens' }, { name: 'Mob' }]]);
    expect(named.map((army) => army.map((u) => u.name))).toEqual([['Wardens', 'Mob 1', 'Mob 2'], ['Reavers'], ['Wardens (P3)', 'Mob']]);
  });

  for (const ruleset of ['d10-wargame', 'quality'] as const) {
    it(`every unit of a ${ruleset} game has its own name in Play's lists and in the log`, () => {
      // The 500-point D10 starters field two Raider Mobs; the Quality ones repeat units at 1500.
      const points = ruleset === 'quality' ? 1500 : 500;
      const pair = quickStartPair(ruleset, points)!;
      const data = newSession(ruleset, { points, armies: [pair[0].file, pair[1].file] });
      const views = unitViews(data);
      for (const side of [0, 1]) {
        const names = views.filter((u) => u.side === side).map((u) => u.name);
        expect(new Set(names).size, names.join(', ')).toBe(names.length);
      }
      // The starter armies do field two of a kind: the numbers are there to tell them apart.
      expect(views.some((u) => / \d$/.test(u.name))).toBe(true);
      const log = buildLog(playOn(data, 300)).map((l) => l.text).join('\n');
      const numbered = views.filter((u) => / \d$/.test(u.name)).map((u) => u.name);
      expect(numbered.some((name) => log.includes(name)), log.slice(0, 400)).toBe(true);
    });
  }
});
