/**
 * Battle Forge at a glance, written for Tenfold's Rules screen. Numbers come from the book; the
 * wording is Tenfold's. Each point cites the catalog rows it summarises.
 */
import type { ReferenceSection } from '../../core/rules-text';

export const BF_REFERENCE: readonly ReferenceSection[] = [
  {
    id: 'check',
    title: 'The check',
    points: [
      { text: 'Roll one D10 for the unit and compare it with a characteristic: equal or lower passes, higher fails.', rules: ['BF.CHECK.ONE_D10', 'BF.CHECK.PASS_AT_OR_BELOW'] },
      { text: 'Modifiers move the characteristic, never the die, and simply add up: +1 Accuracy on Accuracy 4 passes on 5 or less.', rules: ['BF.DICE.MODIFY_TARGET', 'BF.DICE.EX_ACC4_PLUS1', 'BF.AMBIG.MODIFIER_STACKING'] },
      { text: 'Whatever the modifiers, a rolled 1 is a pass and a rolled 10 a fail, saves included.', rules: ['BF.CHECK.NAT1_PASSES', 'BF.CHECK.NAT10_FAILS'] },
      { text: 'A check for the whole unit uses the best value among its models still on the table.', rules: ['BF.AMBIG.UNIT_STAT_MIXED'] },
    ],
  },
  {
    id: 'bid',
    title: 'The round and the Shock bid',
    points: [
      { text: 'Six rounds, each a Bidding Phase, an Actions Phase and an End Phase.', rules: ['BF.ROUND.PHASES', 'BF.LEN.SIX_ROUNDS'] },
      { text: 'Each player secretly picks how much Shock to take, then the bids are shown together. The higher bid activates first, with as many units in a row as the gap between the bids; a tie is rolled off, advantage points winning it outright.', rules: ['BF.BID.SECRET', 'BF.BID.REVEAL', 'BF.BID.WINNER', 'BF.BID.BONUS_ACTIVATIONS', 'BF.BID.TIE_ROLLOFF', 'BF.AMBIG.ADVANTAGE_TIES'] },
      { text: 'Win or lose, every point bid goes on your own units on the table, spread as you like, while each unit stays under half its Courage (Courage 6 takes 2 at most).', rules: ['BF.BID.PAY_ALWAYS', 'BF.BID.ON_TABLE_ONLY', 'BF.BID.SHOCK_LIMIT', 'BF.BID.EX_CO6_LIMIT', 'BF.AMBIG.SHOCK_LIMIT_ROUNDING'] },
      { text: 'Place what you can; a player who cannot place the whole bid loses the bonus and the first activation, and if both fall short they roll off.', rules: ['BF.BID.PARTIAL_ASSIGN', 'BF.BID.FORFEIT', 'BF.BID.BOTH_FAIL_ROLLOFF', 'BF.AMBIG.BID_FORFEIT'] },
    ],
  },
  {
    id: 'activations',
    title: 'Activations and actions',
    points: [
      { text: 'After the opening run, the players alternate, one unit at a time; a player out of units is skipped until every unit has gone once.', rules: ['BF.ROUND.ALTERNATE', 'BF.AMBIG.BID_SEQUENCE', 'BF.ROUND.UNTIL_ALL_ACTIVATED', 'BF.ROUND.ONE_ACTIVATION', 'BF.AMBIG.ACTIVATION_RUNOUT'] },
      { text: 'When a unit activates it first tests Courage once per Shock it carries, losing a Shock for every pass.', rules: ['BF.SHOCK.REMOVE_ON_ACTIVATION'] },
      { text: 'Then take two actions, the same one twice if you like, or fewer: Move, Charge, Shoot, Fight, Focus, Evade, Hold or Rally. Shoot and Fight only once a round.', rules: ['BF.ROUND.TWO_ACTIONS', 'BF.ROUND.REPEAT_ACTIONS', 'BF.ACT.SOURCES', 'BF.ACT.SHOOT_ONCE', 'BF.ACT.FIGHT_ONCE', 'BF.AMBIG.PASS_ACTIONS'] },
      { text: 'Focus and Evade give tokens worth +1 to your attack or −1 to the attacker’s; Rally rolls Courage once per Shock to shed it.', rules: ['BF.ACT.FOCUS_TOKEN', 'BF.ACT.FOCUS_SPEND', 'BF.ACT.EVADE_TOKEN', 'BF.ACT.EVADE_SPEND', 'BF.ACT.RALLY'] },
      { text: 'A Charge moves into base contact with a unit in reach and then fights for free, without spending an action.', rules: ['BF.ACT.CHARGE_TARGET', 'BF.ACT.CHARGE_REACH', 'BF.ACT.CHARGE_FREE_FIGHT', 'BF.AMBIG.CHARGE_FREE_FIGHT'] },
      { text: 'A group activation takes a single turn, and every unit in it acts at the same time and counts as activated.', rules: ['BF.GROUP.SIMULTANEOUS', 'BF.GROUP.COUNTS_ACTIVATED', 'BF.AMBIG.GROUP_ALTERNATION'] },
    ],
  },
  {
    id: 'reactions',
    title: 'Reactions',
    points: [
      { text: 'A unit that has not acted this round, or is on Hold, may answer an enemy’s action: Dodge, Overwatch, Counter Attack or Escape.', rules: ['BF.REACT.ELIGIBLE', 'BF.REACT.LIST', 'BF.ACT.HOLD'] },
      { text: 'Declare it and pass an Initiative check; Hold skips the check for Overwatch and Counter Attack. A failure costs 1 Shock and nothing else.', rules: ['BF.REACT.DECLARE_AND_TEST', 'BF.REACT.HOLD_NO_TEST', 'BF.REACT.FAIL_SHOCK', 'BF.AMBIG.REACTION_FAIL'] },
      { text: 'A unit that reacts is done for the round, and shooting or fighting as a reaction is its Shoot or Fight.', rules: ['BF.REACT.ENDS_ROUND', 'BF.AMBIG.REACTION_AS_ACTIVATION', 'BF.REACT.SHOOT_FIGHT_LIMITS'] },
      { text: 'A Counter Attack is resolved at the same moment as the attack it answers: both sides roll, then casualties and Shock land together.', rules: ['BF.REACT.CA_EFFECT', 'BF.SIM.ACTIVE_FIRST', 'BF.SIM.TARGET_SECOND', 'BF.SIM.APPLY_TOGETHER'] },
    ],
  },
  {
    id: 'shoot',
    title: 'Shooting',
    points: [
      { text: 'Every ranged weapon fires, each at a visible unit within its long band; never at an enemy locked with one of your units.', rules: ['BF.ACT.SHOOT_ALL_RANGED', 'BF.SHOOT.IN_RANGE', 'BF.SHOOT.NO_ENGAGED_TARGETS', 'BF.AMBIG.LOS_UNIT_VISIBLE'] },
      { text: 'Roll a D10 per attack, per copy of the weapon; each roll at or under the modified Accuracy hits.', rules: ['BF.HIT.DICE', 'BF.HIT.SUCCESS', 'BF.AMBIG.WEAPON_COPIES'] },
      { text: 'Accuracy gets +1 for Focus, −1 for the target’s Evade, −1 at long range, and −1 for every Shock the shooter carries.', rules: ['BF.HIT.ACC_MODIFIERS', 'BF.SHOOT.LONG_RANGE', 'BF.SHOCK.ACC'] },
      { text: 'Several hits may be shared evenly with other enemy units within 3" of the target; the odd ones stay on the target.', rules: ['BF.HIT.SPLIT_OPTION', 'BF.HIT.SPLIT_ODD_TO_ORIGINAL', 'BF.AMBIG.SPLIT_HITS'] },
    ],
  },
  {
    id: 'saves',
    title: 'Saves and casualties',
    points: [
      { text: 'The defender gives each hit to a model that could be targeted, then rolls a D10 for it.', rules: ['BF.SAVE.ASSIGN', 'BF.SAVE.VALID_MODELS_ONLY', 'BF.SAVE.ROLL'] },
      { text: 'The save passes at or under Save minus AP plus cover (+1 soft, +2 hard, +3 fortified, −1 negative); cover does not stack and is lost at 3" or closer.', rules: ['BF.SAVE.TARGET', 'BF.SAVE.SUCCESS', 'BF.COVER.SAVE_BONUS', 'BF.SHOOT.POINT_BLANK', 'BF.AMBIG.SAVE_AP'] },
      { text: 'A 1 always saves and a 10 never does. Each unsaved hit costs a wound; models with none left are removed.', rules: ['BF.SAVE.NAT1', 'BF.SAVE.NAT10', 'BF.SAVE.FAIL_WOUND', 'BF.SAVE.REMOVE_CASUALTIES'] },
      { text: 'Melee works the same way, with melee weapons rolling against Strength.', rules: ['BF.MELEE.HIT_ON_STR', 'BF.MELEE.AS_SHOOTING'] },
    ],
  },
  {
    id: 'shock',
    title: 'Shock',
    points: [
      { text: 'A unit hit by an attack takes 1 Shock from it, saved or not, and no more than 1 per attack.', rules: ['BF.SHOCK.ON_HIT', 'BF.SHOCK.ONE_PER_SOURCE', 'BF.AMBIG.SHOCK_HIT_DEFINITION', 'BF.AMBIG.SHOCK_PER_ATTACK'] },
      { text: 'A friendly unit destroyed within 3" adds 1 Shock too.', rules: ['BF.SHOCK.NEARBY_DESTROYED', 'BF.AMBIG.NEARBY_DESTROYED'] },
      { text: 'Each Shock is −1 to Accuracy, Strength, Initiative and Movement (never below 0"); Save and Courage are untouched.', rules: ['BF.SHOCK.ACC', 'BF.SHOCK.STR', 'BF.SHOCK.INIT', 'BF.SHOCK.MOV', 'BF.SHOCK.NO_OTHER_STATS'] },
      { text: 'Critical damage tokens hold Shock up: a unit with N of them never drops below N Shock.', rules: ['BF.INJURY.SHOCK_FLOOR', 'BF.AMBIG.INJURY_TOKEN_FLOOR'] },
    ],
  },
  {
    id: 'break',
    title: 'Break tests',
    points: [
      { text: 'Test when Shock reaches the unit’s Courage, or when a single attack kills over half its models (or its wounds).', rules: ['BF.BREAK.SHOCK_TRIGGER', 'BF.BREAK.CASUALTY_TRIGGER', 'BF.AMBIG.BREAK_HALF'] },
      { text: 'The test is a Courage check, taken as soon as it is triggered. On a fail the unit breaks.', rules: ['BF.BREAK.TEST', 'BF.AMBIG.BREAK_TIMING'] },
      { text: 'A broken unit moves 6" away from the closest enemy, then Evades; if it cannot get away it surrenders and is destroyed.', rules: ['BF.BREAK.FLEE_6IN', 'BF.BREAK.THEN_EVADE', 'BF.BREAK.SURRENDER', 'BF.AMBIG.BREAK_MOVE'] },
    ],
  },
  {
    id: 'reserves',
    title: 'Reserves, ambush and scattering',
    points: [
      { text: 'Units waiting in reserve, and units riding in a transport, are set aside before deployment. Reserves need a reserve edge in the scenario, unless the unit has Ambush or Outflank.', rules: ['BF.RES.SET_ASIDE', 'BF.RES.EDGE_REQUIRED'] },
      { text: 'A reserve activated off the table comes on with a Move from its own edge, the stretch of table edge along its deployment zone; every model ends within that Move of the edge.', rules: ['BF.RES.ENTER_EDGE', 'BF.RES.FIRST_ACTION_MOVE', 'BF.AMBIG.RESERVES_UNARRIVED'] },
      { text: 'From round 2 an ambusher picks a point 12" or more from every enemy model and tests Initiative: a pass lands there, a fail scatters from it. Either way the unit is set up in coherency around where it lands, shifted the least distance if it cannot stand there.', rules: ['BF.AMBUSH.ROUND_2_PLUS', 'BF.AMBUSH.POINT_12IN', 'BF.AMBUSH.INIT_TEST', 'BF.AMBUSH.PASS_PLACE', 'BF.AMBUSH.FAIL_SCATTER', 'BF.AMBIG.AMBUSH_PLACEMENT'] },
      { text: 'From round 2 an outflanker sets up within 6" of a table edge outside the enemy zones and more than 12" from every enemy model.', rules: ['BF.OUTFLANK.ROUND_2_PLUS', 'BF.OUTFLANK.EDGE_6IN', 'BF.OUTFLANK.ENEMY_12IN'] },
      { text: 'Scattering in Tenfold rolls two D10s: the first is the distance in inches, the second a dial of 36° a face, 10 pointing up the table and the faces turning clockwise (5 points down, 2–3 right, 7–8 left). With real dice, type the face nearest where the die’s tip points.', rules: ['BF.SCATTER.DIRECTION', 'BF.SCATTER.DISTANCE'] },
      { text: 'An attack that scatters off the table misses; a unit that does is set on the table at the nearest point of the edge.', rules: ['BF.SCATTER.ATTACK_OFF_TABLE', 'BF.SCATTER.UNIT_OFF_TABLE', 'BF.AMBUSH.OFF_TABLE_EDGE'] },
    ],
  },
  {
    id: 'buildings',
    title: 'Buildings and transports',
    points: [
      { text: 'A unit goes into a building when all its models end a move within 6" of it; getting out is a Move, every model set down within its Move of the building.', rules: ['BF.BLDG.ENTER_6IN', 'BF.BLDG.EXIT_OR_CHANGE_FLOOR'] },
      { text: 'A floor holds 12 models unless the players agreed otherwise; friendly units may share it, enemies never.', rules: ['BF.BLDG.CAPACITY_12', 'BF.BLDG.CAPACITY_ENFORCE', 'BF.AMBIG.BUILDINGS'] },
      { text: 'A unit inside fills the floor: range and sight are measured from the building’s outline, and any model may shoot out.', rules: ['BF.BLDG.WHOLE_FLOOR', 'BF.BLDG.SHOOT_OUT_ANY'] },
      { text: 'A transport carries as many models as its datasheet says. Units may start the game aboard, set aside with it; they board and get out within 3" of it, and are off the table while aboard.', rules: ['BF.RES.SET_ASIDE', 'BF.AMBIG.RESERVES_UNARRIVED', 'BF.BID.ON_TABLE_ONLY'] },
    ],
  },
  {
    id: 'end',
    title: 'The End Phase',
    points: [
      { text: 'Choose which units keep an unused Hold or unspent Focus and Evade tokens; the rest are cleared.', rules: ['BF.ROUND.END_STANDBY', 'BF.AMBIG.STANDBY'] },
      { text: 'Score the scenario’s VP for the round and resolve end-of-round abilities; after round 6 the most VP wins.', rules: ['BF.ROUND.END_VP', 'BF.ROUND.END_ABILITIES', 'BF.VP.WINNER', 'BF.AMBIG.VP_TIE'] },
    ],
  },
];
