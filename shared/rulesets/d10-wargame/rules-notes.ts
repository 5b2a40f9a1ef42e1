/**
 * How Tenfold reads the unclear places of the D10 Wargame rulebook: one note per D10.AMBIG.* row
 * of the rules catalog, in Tenfold's own words, shown to players on the Rules screen.
 */
import type { RulesNote } from '../../core/rules-text';

export const D10_NOTES: readonly RulesNote[] = [
  {
    id: 'D10.AMBIG.CHAPTER_ORDER',
    title: 'Chapter order',
    reading: 'The book prints its chapters out of order. Tenfold treats the chapter numbers as labels only: the special rules apply from army building onward.',
  },
  {
    id: 'D10.AMBIG.RALLY_TIMING',
    title: 'When a Shaken unit rallies',
    reading: 'A Shaken unit tries to Rally as the very first thing in its own activation, before it would move. There is no rally step at the end of the round.',
  },
  {
    id: 'D10.AMBIG.RALLY_SAME_ACTIVATION',
    title: 'Acting after a successful Rally',
    reading: 'Trying to Rally uses up the activation, whether it works or not; a rallied unit acts normally from its next activation. A game option lets a rallied unit carry on with the rest of that activation.',
  },
  {
    id: 'D10.AMBIG.SHAKEN_ACTIONS',
    title: 'What a Shaken unit may do',
    reading: 'A Shaken unit cannot move, shoot or declare a charge. If it is charged it still rolls Defense and strikes back, but like a combat exhausted unit it only hits on a natural 10. Every activation it must try to Rally.',
  },
  {
    id: 'D10.AMBIG.RALLY_FAIL_FLEE',
    title: 'A failed Rally never makes a unit flee',
    reading: 'Failing a Rally just leaves the unit Shaken. Only a Morale Check forced by losses (from shooting or a lost Fight) can make an already Shaken unit flee.',
  },
  {
    id: 'D10.AMBIG.MODIFIER_DIRECTION',
    title: 'Which way bonuses go',
    reading: 'Every bonus makes a roll easier. Tenfold applies bonuses to the required value: Defense, Ranged, Melee, Morale and Leadership (n) each lower it by n, the HQ rally bonus and a Command Point lower it by 1, and AP raises the Defense value needed. Natural 1s and 10s are read from the die before any of this.',
  },
  {
    id: 'D10.AMBIG.STAT_NAME_SHOOTING',
    title: 'Ranged or Shooting',
    reading: 'The Quick Reference calls the Ranged stat "Shooting". They are the same stat; Tenfold calls it Ranged and accepts "shooting" in imported army files.',
  },
  {
    id: 'D10.AMBIG.LEADERSHIP_VS_HQ_RALLY',
    title: 'Leadership and the HQ rally bonus',
    reading: 'They are two separate bonuses and both count. Leadership (n) helps every Morale Check and Rally of other friendly units within 6", and several sources add up to tier 3 at most. A friendly HQ unit within 6" gives a rallying unit +1, once, however many HQs are close, and never to itself. So Morale 7+ with Leadership (1) and an HQ nearby rallies on 5+.',
  },
  {
    id: 'D10.AMBIG.LOWER_IS_BETTER',
    title: 'Lower stats are better',
    reading: 'Every stat is the number you need to roll, so lower is better: Defense 3+ beats Defense 5+. Stats run from 2+ to 10+, and improvements lower the number you need.',
  },
  {
    id: 'D10.AMBIG.RV_BOUNDS',
    title: 'Needing more than 10 or less than 2',
    reading: 'Tenfold never clamps the number needed. If it climbs above 10 only a natural 10 succeeds; if it drops below 2 only a natural 1 fails. The odds therefore always sit between 10% and 90%.',
  },
  {
    id: 'D10.AMBIG.NATURAL_VS_MODIFIED',
    title: 'Natural 1s and 10s',
    reading: 'A critical result is the face the die shows. A roll that only reaches 10 thanks to a bonus is not a critical, and a natural 1 fails whatever bonus it has.',
  },
  {
    id: 'D10.AMBIG.CRIT_SCOPE',
    title: 'Which rolls have criticals',
    reading: 'Natural 1 and 10 apply to every check against a required value: hits, Defense, Morale, Rally and the reserve roll. Roll-offs and table rolls (first player, mission, game length) just use the number rolled.',
  },
  {
    id: 'D10.AMBIG.RV_SOURCE',
    title: 'Whose stat sets the number needed',
    reading: 'The rolling unit always uses its own stat: the attacker its Ranged or Melee, the defender its Defense, the tester its Morale. The opponent only changes it through modifiers such as AP.',
  },
  {
    id: 'D10.AMBIG.STACKING',
    title: 'Stacking special rules',
    reading: 'Tiers of the same rule from every source are added together and capped at 3: Defense (1) on the unit plus Defense (1) from armour makes Defense (2). Different rules that change the same roll, such as Morale and Leadership, also add up.',
  },
  {
    id: 'D10.AMBIG.MULTIPLICATIVE',
    title: '"Multiplicative" effects',
    reading: 'Nothing is ever multiplied. Each rule changes its own number, and the combined effect simply shows in the odds.',
  },
  {
    id: 'D10.AMBIG.MORALE_SHAKEN_EFFECTS',
    title: 'Morale (n) and Shaken penalties',
    reading: 'Morale (n) makes the unit’s own Morale Checks and Rallies easier by n. The book’s promise to "reduce Shaken penalties" gives no amount, so it does nothing more unless a faction rule says how.',
  },
  {
    id: 'D10.AMBIG.OBJECTIVE_CONTROL',
    title: 'Controlling an objective',
    reading: 'You control an objective when one of your models is within 3" of the marker’s centre (measured to the nearest edge of its base, exactly 3" counts) and no enemy model is. If models of both sides are that close it is contested and nobody scores. Shaken units count, and several of your units on one objective still score it once.',
  },
  {
    id: 'D10.AMBIG.ONE_INCH',
    title: 'The 1" gap to enemies',
    reading: 'Exactly 1" away is allowed: a moving unit can come right up to that line but never closer, and once a model touches it the move stops. Charges are exempt.',
  },
  {
    id: 'D10.AMBIG.DIFFICULT_TERRAIN',
    title: 'Difficult terrain',
    reading: 'If any model’s path enters difficult terrain, the unit moves at most 6" that activation, Move or Advance. Speed (n) does not lift the cap, and charges are not capped.',
  },
  {
    id: 'D10.AMBIG.LOS_UNIT',
    title: 'Which models may shoot',
    reading: 'A weapon can fire at a target if any one model of the unit sees any model of the target and the nearest models are within its range. Then every model carrying that weapon shoots.',
  },
  {
    id: 'D10.AMBIG.COVER',
    title: 'No cover',
    reading: 'The book has no cover bonus, so Tenfold gives none. Only Blocking terrain and other units block sight; area terrain only slows movement.',
  },
  {
    id: 'D10.AMBIG.ATTACKS_PER_MODEL',
    title: 'Attacks are per model',
    reading: 'A weapon’s Attacks count for each model carrying it: five models with an Attacks 2 weapon roll ten dice. Attacks (n) is added before multiplying. Every model keeps the weapons it carries for the whole game, so only the models still on the table roll: a squad that lost three riflemen fires three fewer rifle dice, and when its only autocannon gunner falls the autocannon is silent.',
  },
  {
    id: 'D10.AMBIG.SHOOT_DEFENSE',
    title: 'Defense rolls against shooting',
    reading: 'Shooting uses the same steps as melee: one Defense roll for each hit, needing Defense + AP, and each failed roll is one wound.',
  },
  {
    id: 'D10.AMBIG.WOUNDS',
    title: 'Wounds',
    reading: 'Each model has a Wounds value on its profile, 1 unless it says more. Every failed Defense roll is exactly one wound. The owner chooses which model takes it, a model is removed when it has taken its Wounds, and wounds beyond the whole unit are lost. In play the game stops after each weapon’s dice and the owner picks the models, even in the other player’s activation, before anything else happens; wounds may be spread over models with several Wounds. Tenfold suggests a choice that keeps the unit in cohesion whenever one exists, sparing the models with rarer weapons. The owner is not asked when there is only one outcome: a lone model, or wounds enough to take the whole unit.',
  },
  {
    id: 'D10.AMBIG.MORALE_MODEL_COUNT',
    title: 'Single-model units and morale',
    reading: 'The half-strength test counts models, not wounds, so a one-model unit such as a vehicle never takes a Morale Check for losses.',
  },
  {
    id: 'D10.AMBIG.MORALE_REPEAT',
    title: 'Testing morale again',
    reading: 'A unit at half strength or less tests after every shooting attack that wounded it and after every Fight it loses. Passing once gives no protection from the next test. A unit shot by several weapons of one enemy unit tests once, after all of them.',
  },
  {
    id: 'D10.AMBIG.EXHAUSTION_TIMING',
    title: 'When combat exhaustion starts',
    reading: 'Both units become exhausted when their Fight ends, and stay so until the start of their next activation. A charger is not exhausted during its own charge, but a unit charged a second time in the same round hits only on natural 10s; no bonus changes that.',
  },
  {
    id: 'D10.AMBIG.VICTOR_WOUNDS',
    title: 'Counting wounds to find the victor',
    reading: 'Only wounds that actually landed count — failed Defense rolls, up to the point where the enemy unit was wiped out.',
  },
  {
    id: 'D10.AMBIG.SEPARATION',
    title: 'Moving apart after a Fight',
    reading: 'The charging unit steps straight back just far enough to leave 1" between the units, staying in cohesion; the charged unit stays where it is. If the charger is gone, nothing moves. No model is ever placed off the table, on another base or inside blocking terrain: if the way back is blocked, the charger slides clear the shortest way in another direction, as one block. If the charger has no room at all, the charged unit moves apart instead; if neither has room, both stay where they are and the fight is simply over.',
  },
  {
    id: 'D10.AMBIG.CHARGE_RANGE',
    title: 'Charge range',
    reading: 'A charge reaches 6" plus 2" for each tier of Charge, and every rule that talks about the 6" charge uses that longer distance.',
  },
  {
    id: 'D10.AMBIG.CHARGE_PATH',
    title: 'The straight-line charge',
    reading: 'You may charge only along a straight line that runs clear of Blocking terrain and of every other unit; difficult ground and the 1" limit are ignored for it. Tenfold offers only the targets a charge can reach, so an impossible charge is never declared and costs nothing.',
  },
  {
    id: 'D10.AMBIG.MOVE_MEASURE',
    title: 'Measuring a move',
    reading: 'Each model moves on its own, up to the unit’s allowance, measured along the path its base travels. The unit must end in cohesion.',
  },
  {
    id: 'D10.AMBIG.COHESION',
    title: 'Cohesion details',
    reading: 'The 6" square may be turned to any angle and must hold every base completely. When models must be removed for cohesion their owner chooses which; they count as lost for morale, and for Destruction Points if the whole unit goes. The models chosen must leave the rest in cohesion, and each of them must be one the unit could not have kept: nobody removes more than the rule asks.',
  },
  {
    id: 'D10.AMBIG.RULE_OF_THREE_SCOPE',
    title: 'The rule of three',
    reading: 'A unit uses at most three different ranged weapons when it shoots and three different melee weapons in each Fight — the charged unit too. If it has more, its player picks which three.',
  },
  {
    id: 'D10.AMBIG.PREGAME_ORDER',
    title: 'Who goes first before the game',
    reading: 'There is a single roll-off, ties rolled again, before any terrain goes down. Its winner decides who puts down the first piece of terrain and which side takes the first activation. Whoever activates second also deploys first.',
  },
  {
    id: 'D10.AMBIG.TABLE_1000',
    title: 'Table size at 1000 points',
    reading: 'Games of 1000 points or fewer use a 4\'×4\' table, bigger games 4\'×6\'. Players can choose another size.',
  },
  {
    id: 'D10.AMBIG.MISSION_TABLE',
    title: 'The missing mission table',
    reading: 'The book refers to a mission table it never prints. Tenfold plays Standard Deployment with 3 objectives and standard scoring by default, and lets players pick Diagonal or Dawn of War deployment and a scoring variant.',
  },
  {
    id: 'D10.AMBIG.DEPLOY_GEOMETRY',
    title: 'Deployment zones',
    reading: 'Every model must be wholly inside its zone. Diagonal zones are the 12"×12" squares in opposite corners. On a 4\'×6\' table players face each other across the long edges. The 6" gap from the centre line is always checked.',
  },
  {
    id: 'D10.AMBIG.OBJECTIVE_PLACEMENT',
    title: 'Who places the first objective',
    reading: 'The winner of the pre-game roll-off chooses who places the first objective; players then take turns.',
  },
  {
    id: 'D10.AMBIG.FIRST_PLAYER_EACH_ROUND',
    title: 'First player in later rounds',
    reading: 'The same player activates first every round. A game option makes players roll off at the start of each round instead.',
  },
  {
    id: 'D10.AMBIG.UNEVEN_ACTIVATIONS',
    title: 'When one side runs out of units',
    reading: 'Once a player has no units left to activate, the other player activates all their remaining units one after another.',
  },
  {
    id: 'D10.AMBIG.GAME_LENGTH',
    title: 'How long the game lasts',
    reading: 'After round 5 a roll of 6–10 adds a sixth round, and that is the last: there is no roll after round 6.',
  },
  {
    id: 'D10.AMBIG.RESERVES',
    title: 'Reserves',
    reading: 'From round 2, each unit still in reserve rolls at the start of the round, again every round until it arrives. When it arrives it acts that same round, coming on from the edge its player picks with a normal Move or Advance, and it has to stay 6" or more away from all enemies. A unit still waiting when the game ends is not destroyed and scores nothing.',
  },
  {
    id: 'D10.AMBIG.COMMAND_POINTS',
    title: 'Command Points',
    reading: 'You may re-roll only your own dice, each die once, and the new roll stands (natural 1s and 10s count). The +1 is declared before rolling and lowers the number needed. Only HQ units on the table at the start of the round earn Command Points. Since a round’s points arrive at its start, just before the reserve rolls, the game waits there for a player who has a point and a unit in reserve: spent then, +1 or a re-roll helps that unit’s reserve roll. At any other time a point cannot be spent on a reserve roll, because it would be lost before the roll came.',
  },
  {
    id: 'D10.AMBIG.ADVANCED_OPTIONAL',
    title: 'Advanced rules are optional',
    reading: 'Reserves and Command Points are game options, off unless both players switch them on.',
  },
  {
    id: 'D10.AMBIG.SLAY_COMMANDER_COUNT',
    title: 'Slay the Commander',
    reading: 'The +100 bonus is scored once per game, when the first enemy HQ unit is destroyed.',
  },
  {
    id: 'D10.AMBIG.EXAMPLE_SLAY_COMMANDER',
    title: 'The scoring example misses a bonus',
    reading: 'In the book’s example Player B destroys an HQ but gets no Slay the Commander bonus. Tenfold follows the rule: B scores 523, and A still wins by 67 (a Minor Victory).',
  },
  {
    id: 'D10.AMBIG.EXAMPLE_MARGIN_LABEL',
    title: 'A 167-point win',
    reading: 'The book calls a 167-point margin a Victory, but its own table puts 0–200 as a Minor Victory. Tenfold follows the table.',
  },
  {
    id: 'D10.AMBIG.MARGIN_ZERO',
    title: 'A margin of zero',
    reading: 'Equal scores are a draw. A Minor Victory is a win by 1 to 200 points.',
  },
  {
    id: 'D10.AMBIG.ROUNDING',
    title: 'Rounding Destruction Points',
    reading: 'Each unit’s Destruction Points are rounded to the nearest whole point, halves going up (an 85-point HQ is worth 128), before they are added together.',
  },
  {
    id: 'D10.AMBIG.FLED_DP',
    title: 'Units that flee',
    reading: 'However a unit disappears — wounds, fleeing or cohesion losses — once its last model is gone it is destroyed: the opponent scores its points, and Slay the Commander if it was an HQ.',
  },
  {
    id: 'D10.AMBIG.HOLD_THE_LINE',
    title: 'Hold the Line',
    reading: 'Who holds objectives for Hold the Line is judged at the last end of round, with the same check as that round’s objective scoring.',
  },
  {
    id: 'D10.AMBIG.WARGEAR_COSTS',
    title: 'Wargear prices',
    reading: 'A unit’s own card sets the price of its options. The book’s general prices (Grenades 5, Combat Knife 2, Armor Upgrade 10 per model, Special Ammunition 15) apply only when a card offers one of those items without a price — per model for the Armor Upgrade, once per unit for the rest. Nobody can buy something the unit already carries by default.',
  },
  {
    id: 'D10.AMBIG.EQUIPMENT_LIST',
    title: 'Melee weapons listed as ranged',
    reading: 'The equipment list puts melee weapons under ranged weapons by mistake. In Tenfold, rifles and pistols are the ranged weapons, while melee weapons have no range and only strike in the Fight.',
  },
  {
    id: 'D10.AMBIG.COMPANY_COMMANDER_COST',
    title: 'The Company Commander’s cost',
    reading: 'The book prices the Company Commander at 85 in one place and 100 in another. A unit is always worth what it cost in your army list; the book’s examples are reproduced with their own numbers.',
  },
  // Readings Tenfold had to choose where the book is silent and the catalog has no row.
  {
    id: 'D10.TENFOLD.OPTION_MODELS',
    title: 'Which models take an option',
    reading: 'An option priced "per model" is bought for every model in the unit. An option priced "per unit" is bought once; if it is a weapon, one model carries it. Each option can be taken once. Weapons bought once per unit go to different models, counted from the last model of the unit, and a swapped weapon replaces the old one on that model.',
  },
  {
    id: 'D10.TENFOLD.WEAPON_RULES_FROM_UNIT',
    title: 'AP, Attacks and Range from the unit or its wargear',
    reading: 'When a unit or one of its pieces of wargear has AP (n), Attacks (n) or Range (n), it improves every weapon of the unit that it can — Range never reaches melee weapons — unless the wargear says it only helps ranged or only melee weapons. The weapon’s own tiers are added and the total stops at 3.',
  },
  {
    id: 'D10.TENFOLD.GENERIC_WARGEAR_EFFECTS',
    title: 'What the generic wargear does',
    reading: 'The book prices Grenades, the Armor Upgrade and Special Ammunition but never says what they do. In Tenfold, Grenades give melee weapons AP (1), the Armor Upgrade gives Defense (1), and Special Ammunition gives ranged weapons AP (1).',
  },
  {
    id: 'D10.TENFOLD.WEAPON_UNIT_RULES',
    title: 'Unit rules printed on a weapon',
    reading: 'A weapon that carries a rule such as Defense (1) — a shield, say — gives it to the whole unit as long as at least one model carries that weapon, stacking with the unit’s other sources up to tier 3.',
  },
];
