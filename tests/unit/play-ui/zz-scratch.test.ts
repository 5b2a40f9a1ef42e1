import { it } from 'vitest';
import { quickStartPair } from '../../../src-renderer/src/play/model/armies';
import { decisionOf, decidingUnits } from '../../../src-renderer/src/play/model/turn';
import { rulesetFor } from '../../../src-renderer/src/play/model/rulesets';
import { viewOf } from '../../../src-renderer/src/play/model/units';
import { issue } from '../../../src-renderer/src/play/model/session';
import { newSession, nextCommand } from './helpers';
it('scratch', () => {
  const pair = quickStartPair('battle-forge', 150)!;
  const r = rulesetFor('battle-forge');
  let data = newSession('battle-forge', { points: 150, seed: 'e2e-battle-forge', terrain: { kind: 'open' }, armies: [pair[0].file, pair[1].file], players: ['Player 1', 'Player 2'] });
  let tried = 0;
  for (let i = 0; i < 3000 && !r.isOver(data.game.state) && tried < 6; i++) {
    const d = decisionOf(data);
    let c = nextCommand(data)!;
    if (d.kind === 'react') {
      for (const id of decidingUnits(data)) {
        const opts = r.availableActions(viewOf(data), id);
        for (const o of opts) {
          const res = r.apply(data.game.state, o.template!);
          console.log(d.prompt, id, o.label, o.detail, JSON.stringify(o.template), res.ok ? 'OK' : res.reason);
          if (res.ok) c = o.template!;
        }
      }
      tried++;
    }
    const n = issue(data, c); if (!n.ok) { console.log('refused', n.reason); break; }
    data = n.data;
  }
});
