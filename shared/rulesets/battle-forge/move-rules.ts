/**
 * How Battle Forge models move, as the shared geometry takes it: never within 1" of an enemy unless
 * charging (BF.MOVE.ENEMY_1IN), through friends but not ending on them (BF.MOVE.THROUGH_FRIENDS,
 * BF.MOVE.NO_END_ON_FRIENDS), ending in coherency: 2" links within a 6" spread (BF.MOVE.COHERENCY_2IN,
 * BF.MOVE.MAX_SPREAD_6IN).
 */
import type { MoveRules } from '../../geometry/move';

export const BATTLE_FORGE_MOVE_RULES: MoveRules = { enemyGap: 1, stopAtEnemyGap: false, cohesion: 'spread', throughFriends: true };
