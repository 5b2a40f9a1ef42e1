/**
 * The D10 Wargame's rules as the table's geometry takes them: every other unit blocks sight
 * (D10.LOS.UNITS_OBSTRUCT), any unobstructed line allows a target (D10.LOS.CLEAR), there is no
 * cover (D10.AMBIG.COVER), and moves keep 1" from enemies, stop there, are capped at 6" entering
 * difficult terrain and end in cohesion (D10.ENGAGE.ONE_INCH, D10.MOVE.STOP_WITHIN_1,
 * D10.MOVE.DIFFICULT_6, D10.COHESION.ALWAYS); charges close in (D10.CHARGE.*).
 */
import { DIFFICULT_CAP, ENEMY_GAP } from '../../geometry/move';
import type { TableRules } from '../../geometry/table-rules';
import { D10_RULESET_ID } from './id';

export const D10_TABLE_RULES: TableRules = {
  id: D10_RULESET_ID,
  name: 'D10 Wargame',
  sightBlockers: 'every-unit',
  targetShare: null,
  cover: 'none',
  areaSeenInto: false,
  // D10.INTRO.TERRAIN_PIECES: 4 to 6 pieces, sight-blocking and area ones mixed.
  terrainSetup: { min: 4, max: 6, kinds: ['building', 'ruins', 'forest', 'rocks', 'wall', 'hill', 'crater', 'hedge'] },
  movement: (mode) =>
    mode === 'move' || mode === 'advance'
      ? { enemyGap: ENEMY_GAP, stopAtEnemyGap: true, difficultCap: DIFFICULT_CAP, cohesion: 'square' }
      : { enemyGap: 0, stopAtEnemyGap: false, cohesion: 'square' },
};
