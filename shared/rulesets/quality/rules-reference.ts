/**
 * The Quality Wargame at a glance, written for Tenfold's Rules screen, citing the catalog rows.
 */
import type { ReferenceSection } from '../../core/rules-text';

export const QUALITY_REFERENCE: readonly ReferenceSection[] = [
  {
    id: 'scenario',
    title: 'The scenario',
    points: [
      { text: 'Agree a scenario first: board (usually 48″×36″), terrain, deployment, victory conditions and army size. Tenfold ships a default one you can edit.', rules: ['QW.SCENARIO.AGREE', 'QW.SCENARIO.BOARD_SIZE', 'QW.AMBIG.DEFAULT_SCENARIO'] },
      { text: 'After deployment, roll off; the winner activates first. Then players alternate, one unit per turn, with no rounds.', rules: ['QW.SEQ.INITIATIVE', 'QW.SEQ.ALTERNATE', 'QW.SEQ.NO_ROUNDS'] },
    ],
  },
  {
    id: 'fatigue',
    title: 'Fatigue',
    points: [
      { text: 'Activate the same unit as on your last turn and it becomes fatigued: −1 to hit and to save, until you activate a different unit.', rules: ['QW.FATIGUE.REPEAT', 'QW.FATIGUE.HIT_PENALTY', 'QW.FATIGUE.SAVE_PENALTY', 'QW.FATIGUE.CLEAR'] },
    ],
  },
  {
    id: 'actions',
    title: 'Actions',
    points: [
      { text: 'Hold: stay put and attack at +1 to hit. Advance: move, then shoot or fight. Run: move double, no attack.', rules: ['QW.ACTION.HOLD', 'QW.ACTION.ADVANCE', 'QW.ACTION.RUN', 'QW.AMBIG.RUN_COMBAT'] },
    ],
  },
  {
    id: 'attacks',
    title: 'Attacking',
    points: [
      { text: 'Every model in range rolls one die per attack: a ranged model needs sight of a target model within its weapon’s range; a melee model must be within 1″.', rules: ['QW.ATTACK.RANGED_RANGE', 'QW.ATTACK.MELEE_RANGE_1', 'QW.HIT.ONE_DIE_PER_MODEL'] },
      { text: 'Hit on Quality or better: −1 if the target is in cover, +1 if you held, −1 if fatigued. There are no automatic 1s or 10s.', rules: ['QW.HIT.QUALITY', 'QW.HIT.MODS_ADD', 'QW.AMBIG.NATURAL_ROLLS'] },
      { text: 'The target saves each hit on its own Quality: +1 in hard cover, −1 if in combat with more than one unit, −1 if fatigued; Heavy units re-roll failed saves once. Each failed save removes a model.', rules: ['QW.SAVE.QUALITY', 'QW.SAVE.MODS_ADD', 'QW.SAVE.HEAVY_REROLL', 'QW.SAVE.FAIL_REMOVE'] },
      { text: 'Sight passes over your own unit and enemies, never through other friendly units.', rules: ['QW.LOS.OWN_UNIT', 'QW.LOS.ENEMY_UNITS', 'QW.LOS.NO_FRIENDLY'] },
    ],
  },
  {
    id: 'cover',
    title: 'Cover',
    points: [
      { text: 'A unit is in cover when none of its models shows more than half its base to the attacker. Soft cover (bushes, trees, fences) is −1 to hit; hard cover (walls, buildings, hills) also gives +1 to saves.', rules: ['QW.COVER.DEFINITION', 'QW.COVER.SOFT_EFFECT', 'QW.COVER.HARD_EFFECT'] },
    ],
  },
  {
    id: 'combat',
    title: 'Combat',
    points: [
      { text: 'After the attacker strikes, each defending unit may move up to 3″ and strike back.', rules: ['QW.COMBAT.RETALIATE', 'QW.COMBAT.RETALIATE_MOVE_3', 'QW.COMBAT.RETALIATE_ATTACK'] },
      { text: 'The side that lost more models loses; equal losses fight again. The loser retreats 3″ straight away and any model still within 3″ of the winner is slain.', rules: ['QW.COMBAT.LOSER', 'QW.COMBAT.TIE_REPEAT', 'QW.COMBAT.RETREAT_3', 'QW.COMBAT.RETREAT_SLAIN'] },
      { text: 'If one side was wiped out, the winner may seize ground with a free 3″ move.', rules: ['QW.COMBAT.SEIZE_GROUND'] },
    ],
  },
];
