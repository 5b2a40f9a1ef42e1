/**
 * game.commands_per_s: a scripted 1000-point D10 game (two built-in sample armies, the engine's own
 * legal commands chosen by a simple aggressive player) applied command by command from the start.
 * Run with `node --import tsx tests/bench/game.bench.ts` or `npm run bench game`.
 */
import { d10Wargame } from '../../shared/rulesets/d10-wargame/index';
import type { D10Command, D10State } from '../../shared/rulesets/d10-wargame/state';
import { aggressive, d10SampleSetup, playOut } from '../unit/game/driver';
import { median, record } from './record';

const setup = d10SampleSetup(1000, 'bench-1000');
const script = playOut<D10State>(d10Wargame as never, setup, 20_000, aggressive);
const commands = script.commands as D10Command[];

function applyAll(): D10State {
  const started = d10Wargame.init(setup);
  if (!started.ok) throw new Error(started.reason);
  let state = started.state;
  for (const c of commands) {
    const r = d10Wargame.apply(state, c);
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  return state;
}

applyAll(); // warm up
const samples: number[] = [];
for (let i = 0; i < 7; i++) {
  const t0 = performance.now();
  const end = applyAll();
  const seconds = (performance.now() - t0) / 1000;
  if (end.phase !== script.state.phase) throw new Error('the replayed game ended differently');
  samples.push(commands.length / seconds);
}
console.log(`${commands.length} commands, ${script.state.round} rounds, game ${script.state.phase}`);
record({ 'game.commands_per_s': { value: median(samples), unit: 'commands/s' } });
