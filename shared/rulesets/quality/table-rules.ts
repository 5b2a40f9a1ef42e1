/**
 * The Quality Wargame's rules as the table's geometry takes them: only the firer's other friendly
 * units block sight (QW.LOS.NO_FRIENDLY, QW.LOS.OWN_UNIT, QW.LOS.ENEMY_UNITS), any line allows a
 * target, cover is judged by how hidden each model is (QW.COVER.DEFINITION,
 * QW.AMBIG.COVER_VISIBILITY), and moves have no 1" rule, no difficult ground and no coherency
 * (QW.AMBIG.MOVE_RULES).
 */
import type { TableRules } from '../../geometry/table-rules';
import type { MoveRules } from '../../geometry/move';
import { QUALITY_RULESET_ID } from './id';

/** QW.AMBIG.MOVE_RULES as the shared geometry takes them: no 1" rule, no difficult ground, no coherency. */
export const QUALITY_MOVE_RULES: MoveRules = { enemyGap: 0, stopAtEnemyGap: false };

export const QUALITY_TABLE_RULES: TableRules = {
  id: QUALITY_RULESET_ID,
  name: 'Quality Wargame',
  sightBlockers: 'own-side',
  targetShare: null,
  cover: 'half-hidden',
  areaSeenInto: false,
  // QW.SCENARIO.TERRAIN leaves terrain to the players; a generated table gets the same mix as a D10 one.
  terrainSetup: { min: 4, max: 6, kinds: ['building', 'ruins', 'forest', 'rocks', 'wall', 'hill', 'crater', 'hedge'] },
  movement: () => QUALITY_MOVE_RULES,
};
