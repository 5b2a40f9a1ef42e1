/**
 * Over whole games of both rulesets: for the active unit, every enemy unit on the table is either
 * offered as a target or listed as refused with a reason, never both and never neither.
 */
import { describe, expect, it } from 'vitest';
import { rulesetFor } from '../../../src-renderer/src/play/model/rulesets';
import { issue } from '../../../src-renderer/src/play/model/session';
import { unitViews } from '../../../src-renderer/src/play/model/units';
import { newSession, nextCommand } from './helpers';

describe('the targets offered and refused', () => {
  for (const ruleset of ['d10-wargame', 'quality'] as const) {
    it(`${ruleset}: every enemy on the table is offered or refused with a reason, for every list, throughout a game`, () => {
      let data = newSession(ruleset);
      const rules = rulesetFor(ruleset);
      let checked = 0;
      for (let step = 0; step < 400 && !rules.isOver(data.game.state); step++) {
        const active = unitViews(data).find((u) => u.markers.some((m) => m.startsWith('Active')) && u.status === 'table');
        if (active) {
          const enemies = unitViews(data).filter((u) => u.side !== active.side && u.status === 'table' && u.models.length > 0).map((u) => u.id).sort();
          const t = rules.legalTargets(data.game.state, active.id);
          const lists = [
            ...t.shooting.map((w) => ({ targets: w.targets, refused: w.refused ?? [] })),
            ...(t.charge ? [{ targets: t.charge, refused: t.chargeRefused ?? [] }] : []),
            ...(t.melee ? [{ targets: t.melee, refused: t.meleeRefused ?? [] }] : []),
          ];
          for (const list of lists) {
            const refused = list.refused.map((r) => r.unitId);
            expect(refused.filter((id) => list.targets.includes(id))).toEqual([]);
            expect([...list.targets, ...refused].sort()).toEqual(enemies);
            for (const r of list.refused) expect(r.message.length).toBeGreaterThan(3);
            checked++;
          }
        }
        const command = nextCommand(data);
        if (!command) break;
        const next = issue(data, command);
        if (!next.ok) throw new Error(next.reason);
        data = next.data;
      }
      expect(checked).toBeGreaterThan(10);
    });
  }
});
