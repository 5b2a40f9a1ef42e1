/**
 * The D10 Wargame at a glance, written for Tenfold's Rules screen. Numbers come from the book;
 * the wording is Tenfold's. Each point cites the catalog rows it summarises.
 */
import type { ReferenceSection } from '../../core/rules-text';

export const D10_REFERENCE: readonly ReferenceSection[] = [
  {
    id: 'check',
    title: 'The check',
    points: [
      { text: 'Roll one ten-sided die against a required value (RV). Meet or beat it and the check passes; lower stats are better.', rules: ['D10.CHECK.RV', 'D10.CHECK.SUCCESS', 'D10.UNIT.STAT_LOWER_BETTER'] },
      { text: 'An unmodified 1 always fails and an unmodified 10 always passes, so every check is between 10% and 90%.', rules: ['D10.CHECK.NAT1', 'D10.CHECK.NAT10', 'D10.CHECK.ODDS'] },
      { text: 'Bonuses lower the RV (Defense, Ranged, Melee, Morale, Leadership, a command point); AP raises the defender’s RV.', rules: ['D10.AMBIG.MODIFIER_DIRECTION', 'D10.SHOOT.AP'] },
    ],
  },
  {
    id: 'army',
    title: 'Building an army',
    points: [
      { text: 'Spend up to the agreed points: 500 for a skirmish, 1000 for a standard game, 1500 or more for a large battle.', rules: ['D10.ARMY.POINT_LIMIT', 'D10.ARMY.LEVEL_500', 'D10.ARMY.LEVEL_1000', 'D10.ARMY.LEVEL_1500'] },
      { text: 'Take 1–2 HQ, at least 2 Core, up to 3 Elite, up to 2 Heavy Support and up to 2 Fast Attack units.', rules: ['D10.ARMY.HQ_1_2', 'D10.ARMY.CORE_MIN_2', 'D10.ARMY.ELITE_0_3', 'D10.ARMY.HEAVY_0_2', 'D10.ARMY.FAST_0_2'] },
      { text: 'A swapped weapon costs its full price and the old one refunds nothing; wargear costs a fixed amount per item.', rules: ['D10.ARMY.SWAP_FULL_PRICE', 'D10.ARMY.SWAP_NO_REFUND', 'D10.ARMY.WARGEAR_FIXED'] },
    ],
  },
  {
    id: 'setup',
    title: 'Setting up',
    points: [
      { text: 'A 4′×4′ table up to 1000 points, 4′×6′ above. Players alternate placing 4–6 terrain pieces, each at least 6″ from every edge.', rules: ['D10.SETUP.TABLE_UP_TO_1000', 'D10.SETUP.TABLE_OVER_1000', 'D10.SETUP.TERRAIN_ALTERNATE', 'D10.SETUP.TERRAIN_EDGE_6'] },
      { text: 'One roll-off decides who places terrain first and who activates first; the player going second deploys the first unit, then players alternate.', rules: ['D10.AMBIG.PREGAME_ORDER', 'D10.SETUP.DEPLOY_FIRST', 'D10.SETUP.DEPLOY_ALTERNATE'] },
      { text: 'Standard: within 12″ of your edge. Diagonal: the 12″ square in your corner. Dawn of War: within 6″ of your edge.', rules: ['D10.DEPLOY.STANDARD_EDGE_12', 'D10.DEPLOY.DIAGONAL_12', 'D10.DEPLOY.DAWN_EDGE_6'] },
      { text: 'After deployment, place 3 objectives in turn: 12″ from the edges and from each other, and more than 3″ from any unit.', rules: ['D10.OBJ.COUNT_3', 'D10.OBJ.EDGE_12', 'D10.OBJ.SPACING_12', 'D10.OBJ.CLEAR_OF_UNITS_3'] },
    ],
  },
  {
    id: 'round',
    title: 'Rounds and activations',
    points: [
      { text: 'Players take turns activating one unit each until every unit has gone once; then the round ends and objectives score.', rules: ['D10.ACT.ALTERNATE', 'D10.ACT.UNTIL_ALL', 'D10.ROUND.END_SCORING'] },
      { text: 'When one player runs out of units, the other activates the rest one after another.', rules: ['D10.AMBIG.UNEVEN_ACTIVATIONS'] },
      { text: 'An activation runs Movement, then Shooting, then Melee; each step may be skipped, none repeated.', rules: ['D10.ACT.SEQUENCE', 'D10.ACT.PHASES_OPTIONAL'] },
      { text: 'After round 5 roll a die: 1–5 ends the game, 6–10 plays a sixth and last round.', rules: ['D10.ROUND.ROLL_AFTER_5', 'D10.ROUND.EXTRA_ROUND', 'D10.AMBIG.GAME_LENGTH'] },
    ],
  },
  {
    id: 'move',
    title: 'Moving',
    points: [
      { text: 'Move up to 6″, or Advance up to 12″ and give up shooting. Speed adds 2″ per tier to both.', rules: ['D10.MOVE.MOVE_6', 'D10.MOVE.ADVANCE_12', 'D10.SR.SPEED'] },
      { text: 'A move that enters difficult terrain is capped at 6″. Blocking terrain and other units cannot be crossed.', rules: ['D10.MOVE.DIFFICULT_6', 'D10.TERRAIN.BLOCKING_IMPASSABLE', 'D10.MOVE.NO_PASS_THROUGH'] },
      { text: 'Outside a charge, no model may come closer than 1″ to an enemy; reaching 1″ ends the move.', rules: ['D10.MOVE.STOP_WITHIN_1', 'D10.AMBIG.ONE_INCH'] },
      { text: 'A unit must fit in a 6″×6″ square with every model within 1″ of another; models that cannot are removed.', rules: ['D10.COHESION.SQUARE_6', 'D10.COHESION.LINK_1', 'D10.COHESION.REMOVE'] },
    ],
  },
  {
    id: 'shoot',
    title: 'Shooting',
    points: [
      { text: 'Fire up to three weapon profiles, each at any enemy unit in its range and in sight; distance is edge to edge between the nearest models, and exactly the range counts.', rules: ['D10.SHOOT.RULE_OF_THREE', 'D10.SHOOT.SPLIT_FIRE', 'D10.RANGE.NEAREST_MODELS', 'D10.RANGE.INCLUSIVE'] },
      { text: 'Blocking terrain and other units block sight; one clear line from any firing model to any target model is enough.', rules: ['D10.LOS.BLOCKING_TERRAIN', 'D10.LOS.UNITS_OBSTRUCT', 'D10.AMBIG.LOS_UNIT'] },
      { text: 'Each model rolls its weapon’s attacks against Ranged; each hit is defended against Defense + AP; each failure is one wound.', rules: ['D10.SHOOT.TO_HIT', 'D10.SHOOT.DEFENSE', 'D10.AMBIG.ATTACKS_PER_MODEL'] },
      { text: 'After all profiles, a target down to half its starting models or fewer takes a Morale check.', rules: ['D10.SHOOT.MORALE_AFTER', 'D10.MORALE.TRIGGER'] },
    ],
  },
  {
    id: 'melee',
    title: 'Charging and fighting',
    points: [
      { text: 'Charge one enemy unit within 6″ (plus 2″ per Charge tier) along a straight, unblocked line, even after an Advance.', rules: ['D10.MELEE.CHARGE_RANGE_6', 'D10.SR.CHARGE', 'D10.MELEE.STRAIGHT_LINE', 'D10.ACT.CHARGE_ANY_MOVE'] },
      { text: 'The charger strikes first with up to three melee profiles; survivors of the charged unit strike back.', rules: ['D10.MELEE.CHARGER_FIRST', 'D10.MELEE.RULE_OF_THREE', 'D10.MELEE.CASUALTIES_NO_RETALIATION'] },
      { text: 'The side that caused more wounds wins; a loser at half strength or less tests Morale. Then the units part 1″.', rules: ['D10.MELEE.VICTOR', 'D10.MELEE.LOSER_MORALE', 'D10.MELEE.SEPARATE_1'] },
      { text: 'Both units are combat exhausted until their next activation: in melee they hit only on a natural 10.', rules: ['D10.MELEE.EXHAUSTION', 'D10.MELEE.EXHAUSTION_EFFECT', 'D10.AMBIG.EXHAUSTION_TIMING'] },
    ],
  },
  {
    id: 'morale',
    title: 'Morale and rallying',
    points: [
      { text: 'A failed Morale check makes a unit Shaken; a Shaken unit that fails another flees and is removed.', rules: ['D10.MORALE.FAIL_SHAKEN', 'D10.MORALE.FAIL_FLEE'] },
      { text: 'A Shaken unit cannot move, shoot or charge and fights as if exhausted. It tries to Rally at the start of each activation, which uses the activation.', rules: ['D10.AMBIG.SHAKEN_ACTIONS', 'D10.SHAKEN.RALLY_START', 'D10.AMBIG.RALLY_SAME_ACTIVATION'] },
      { text: 'Rally against Morale, 1 easier with a friendly HQ within 6″; a failed Rally never makes the unit flee.', rules: ['D10.RALLY.ROLL', 'D10.RALLY.HQ_PLUS1', 'D10.AMBIG.RALLY_FAIL_FLEE'] },
    ],
  },
  {
    id: 'special',
    title: 'Special rules',
    points: [
      { text: 'Every special rule has tiers 1, 2 and 3. The same rule from several sources adds up, never past tier 3.', rules: ['D10.SR.THREE_TIERS', 'D10.SR.STACK_CAP_3', 'D10.AMBIG.STACKING'] },
      { text: 'Defense, Ranged, Melee and Morale make their rolls easier by the tier; Leadership does so for friends within 6″.', rules: ['D10.SR.DEFENSE', 'D10.SR.RANGED', 'D10.SR.MELEE', 'D10.SR.MORALE', 'D10.SR.LEADERSHIP'] },
      { text: 'AP and Attacks add the tier; Range adds 6″ per tier; Speed and Charge add 2″ per tier.', rules: ['D10.SR.AP', 'D10.SR.ATTACKS', 'D10.SR.RANGE', 'D10.SR.SPEED', 'D10.SR.CHARGE'] },
    ],
  },
  {
    id: 'advanced',
    title: 'Advanced rules (game options)',
    points: [
      { text: 'Reserves: from round 2 roll for each reserve unit at the start of the round; on 6+ it enters from a table edge, at least 6″ from enemies.', rules: ['D10.RESERVE.FROM_ROUND_2', 'D10.RESERVE.ARRIVE_6PLUS', 'D10.RESERVE.ENEMY_6'] },
      { text: 'Command points: 1 per HQ on the table each round, spent to re-roll one of your dice or to make one check 1 easier; unspent points are lost.', rules: ['D10.CP.GAIN', 'D10.CP.REROLL', 'D10.CP.PLUS_ONE', 'D10.CP.NO_CARRY'] },
    ],
  },
  {
    id: 'score',
    title: 'Scoring',
    points: [
      { text: 'A destroyed (or fled) unit gives its full list cost to the opponent; an HQ gives 1.5×, rounded half up.', rules: ['D10.SCORE.DP_UNIT_COST', 'D10.SCORE.HQ_X1_5', 'D10.SCORE.ROUND_HALF_UP', 'D10.AMBIG.FLED_DP'] },
      { text: 'At the end of each round, 50 points per objective you control: a model within 3″ and no enemy within 3″.', rules: ['D10.SCORE.OBJ_50', 'D10.OBJ.CONTROL', 'D10.OBJ.CONTESTED'] },
      { text: 'Hold the Line: +100 for 2 or more objectives at the end. Slay the Commander: +100 once for destroying an enemy HQ.', rules: ['D10.SCORE.HOLD_THE_LINE', 'D10.SCORE.SLAY_THE_COMMANDER', 'D10.AMBIG.SLAY_COMMANDER_COUNT'] },
      { text: 'Win by 1–200: Minor Victory; 201–500: Victory; 501 or more: Crushing Victory. Equal totals are a draw.', rules: ['D10.SCORE.MARGIN_MINOR', 'D10.SCORE.MARGIN_VICTORY', 'D10.SCORE.MARGIN_CRUSHING', 'D10.SCORE.DRAW'] },
    ],
  },
];
