/**
 * How Tenfold reads the unclear places of the Quality Wargame: one note per QW.AMBIG.* row of the
 * rules catalog, in Tenfold's own words, shown to players on the Rules screen.
 */
import type { RulesNote } from '../../core/rules-text';

export const QUALITY_NOTES: readonly RulesNote[] = [
  {
    id: 'QW.AMBIG.DIE_TYPE',
    title: 'The die',
    reading: 'The book never names its die. Tenfold rolls a D10: a hit or a save needs a result, after modifiers, equal to or higher than Quality, and Quality runs from 2+ to 10+.',
  },
  {
    id: 'QW.AMBIG.NATURAL_ROLLS',
    title: 'No automatic results',
    reading: 'There are no automatic successes or failures. Only the modified result counts, so a roll can become certain or impossible, and the odds screen shows 0% and 100% when that happens.',
  },
  {
    id: 'QW.AMBIG.QUALITY_DIRECTION',
    title: 'Lower Quality is better',
    reading: 'Quality is the number to reach, for hitting and for saving alike, so a lower Quality is better. Modifiers change the die: a + helps the roller and a − hurts.',
  },
  {
    id: 'QW.AMBIG.INITIATIVE_TIE',
    title: 'Rolling for initiative',
    reading: 'Each player rolls one die; the higher roll goes first, and ties roll again.',
  },
  {
    id: 'QW.AMBIG.TURNS',
    title: 'Turns',
    reading: 'A turn is one activation. While you have units on the table you must activate one each turn — no passing. With no units left you cannot act, and the Scenario decides the result.',
  },
  {
    id: 'QW.AMBIG.FATIGUE',
    title: 'Fatigue',
    reading: 'A unit becomes fatigued when you activate it on two of your turns in a row, starting with the second activation. Fatigue is a flat −1 to hit and to save that does not grow, and lasts until you activate a different unit. If your previous unit was destroyed, nothing is fatigued.',
  },
  {
    id: 'QW.AMBIG.ACTION_COUNT',
    title: 'One action',
    reading: 'A unit takes exactly one action each activation: Hold, Advance or Run.',
  },
  {
    id: 'QW.AMBIG.HOLD_ATTACK',
    title: 'Attacking while holding',
    reading: 'A holding unit may make one attack, shooting or melee. Fighting this way needs models that are 1" or closer to the target before the attack, and it then runs the full combat sequence.',
  },
  {
    id: 'QW.AMBIG.ADVANCE_ORDER',
    title: 'Advance: move, then attack',
    reading: 'An advancing unit moves first and attacks afterwards; the move may be 0".',
  },
  {
    id: 'QW.AMBIG.RUN_COMBAT',
    title: 'No melee after a Run',
    reading: 'A Run only moves the unit: it neither shoots nor fights. To move and then fight, Advance. A game option allows melee after a Run, as the book literally reads.',
  },
  {
    id: 'QW.AMBIG.MOVE_RULES',
    title: 'Moving',
    reading: 'Models may not move through other models or impassable terrain, and climbing counts toward the distance. No terrain slows a unit unless the Scenario says so. There is no coherency rule; to fight, models move within 1" of the target.',
  },
  {
    id: 'QW.AMBIG.MISSING_PROFILES',
    title: 'Unit profiles and battle points',
    reading: 'The book never gives Quality, Move, weapon ranges, the Heavy trait or costs. Tenfold takes them from checked unit data — its built-in armies or your own — and an army is legal when its battle points do not exceed the Scenario’s size.',
  },
  {
    id: 'QW.AMBIG.DICE_PER_MODEL',
    title: 'Dice for each model',
    reading: 'Each attacking model rolls one die per attack, whatever it carries. When shooting, a model uses one weapon: its longest-ranged one that reaches the target.',
  },
  {
    id: 'QW.AMBIG.IN_RANGE',
    title: 'Range is checked model by model',
    reading: 'Only the models that themselves see a target model within their weapon’s range roll to hit.',
  },
  {
    id: 'QW.AMBIG.LOS_TERRAIN',
    title: 'Line of sight and terrain',
    reading: 'Sight is traced between bases. Blocking terrain such as buildings stops it, while the rest of the terrain just provides cover. Your other units block your sight; enemy units and the shooter’s own models do not.',
  },
  {
    id: 'QW.AMBIG.COVER_VISIBILITY',
    title: 'Judging cover',
    reading: 'For each target model Tenfold takes the most of its base that any eligible attacker can see. The unit is in cover when no model shows more than half its base.',
  },
  {
    id: 'QW.AMBIG.COVER_MIXED',
    title: 'Soft and hard cover together',
    reading: 'A unit counts as in Hard Cover if the hard terrain alone would hide it enough; otherwise it is in Soft Cover.',
  },
  {
    id: 'QW.AMBIG.COVER_IN_MELEE',
    title: 'Cover in melee',
    reading: 'Cover counts in melee too, judged the same way from the attacking unit.',
  },
  {
    id: 'QW.AMBIG.MULTI_COMBAT',
    title: 'In combat with more than one unit',
    reading: 'When the attack is made, count the enemy units with a model 1" or closer to the target. If there are two or more, the target saves at −1, whether it is being shot or fought.',
  },
  {
    id: 'QW.AMBIG.MULTIPLE_DEFENDERS',
    title: 'Several defenders',
    reading: 'Besides the target, any unit on its side that ends the attack with a model 1" or closer to the attacker joins the defence. Each one moves 3" and strikes back, in an order its player picks, and the side’s losses are added together.',
  },
  {
    id: 'QW.AMBIG.RETALIATION',
    title: 'The 3" move before striking back',
    reading: 'Every model on the defending side can first shift as far as 3", in whatever direction its player likes — normally closer to the attacker. That move does not count as an activation and cannot fatigue the unit. Afterwards, each defender 1" or closer to the attacker strikes back.',
  },
  {
    id: 'QW.AMBIG.COMBAT_REPEAT',
    title: 'Tied combats',
    reading: 'A tied combat is fought again straight away with the same attacker striking first and no new moves, counting only that exchange’s losses. If an exchange ends 0–0 and no models are within 1" of each other, the combat simply ends with no winner.',
  },
  {
    id: 'QW.AMBIG.RETREAT',
    title: 'Retreating',
    reading: 'The loser’s player moves each of its models up to 3" straight away from the nearest winning model, without going around obstacles. Any model still within 3" of a winning model afterwards — blocked by terrain, models or the table edge — is slain.',
  },
  {
    id: 'QW.AMBIG.HEAVY',
    title: 'Heavy re-rolls',
    reading: 'A Heavy unit re-rolls each failed save once, with the same modifiers, and the second roll stands.',
  },
  {
    id: 'QW.AMBIG.CASUALTIES',
    title: 'Removing casualties',
    reading: 'The defending player removes one model of their choice for each failed save, whether or not it was in range. The game waits for that choice before anything else happens, even in the other player’s turn; in a combat only the models they keep strike back. Tenfold suggests the models farthest from the attackers. When the failed saves take the whole unit there is nothing to choose.',
  },
  {
    id: 'QW.AMBIG.DEFAULT_SCENARIO',
    title: 'The default Scenario',
    reading: 'Tenfold comes with a starting Scenario of its own: a 48"×36" table with 4 to 6 terrain pieces, each side setting up in the 12" strip along its long edge. You win by wiping the enemy out, or, when the agreed number of activations is used up (Tenfold suggests 12 each), by having removed more models. Players can change every value.',
  },
  // Readings Tenfold had to choose where the book is silent and the catalog has no row.
  {
    id: 'QW.TENFOLD.UNIT_COST',
    title: 'What a unit costs',
    reading: 'Each unit profile gives a battle-point price for one model and the model counts it may be fielded at. A unit costs that price times its models, and the army’s total is compared with the Scenario’s battle points.',
  },
];
