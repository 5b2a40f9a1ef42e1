/**
 * Battle Forge's rules as the table's geometry takes them, ahead of its engine: true line of sight
 * through every other unit, a model seen only with more than a third of it showing
 * (BF.LOS.REQUIRED, BF.LOS.ONE_THIRD, BF.AMBIG.LOS_UNIT_VISIBLE), cover by what most models have
 * (BF.AMBIG.COVER_DETERMINATION), area terrain seen into but not through (BF.AREA.LOS_MODE,
 * BF.AMBIG.AREA_LOS_DEFAULT), and coherency of 2" links within a 6" spread (BF.MOVE.COHERENCY_2IN,
 * BF.MOVE.MAX_SPREAD_6IN). The Table screen and `tenfold analyze` read Battle Forge tables with it.
 */
import { ENEMY_GAP } from '../../geometry/move';
import type { TableRules } from '../../geometry/table-rules';

export const BATTLE_FORGE_TABLE_RULES: TableRules = {
  id: 'battle-forge',
  name: 'Battle Forge',
  sightBlockers: 'every-unit',
  targetShare: 1 / 3,
  cover: 'most-models',
  areaSeenInto: true,
  movement: (mode) =>
    mode === 'move' || mode === 'advance'
      ? { enemyGap: ENEMY_GAP, stopAtEnemyGap: true, cohesion: 'spread', throughFriends: true }
      : { enemyGap: 0, stopAtEnemyGap: false, cohesion: 'spread', throughFriends: true },
  // BF.TERRAIN.AGREE_PREGAME leaves the terrain to the players; a table Tenfold lays out for them
  // has four to six pieces of every kind the book names (obstacles, area terrain, buildings).
  terrainSetup: { min: 4, max: 6, kinds: ['building', 'ruins', 'forest', 'rocks', 'wall', 'hill', 'crater', 'hedge'] },
};
