/**
 * How Tenfold reads the unclear places of the Battle Forge rulebook: one note per BF.AMBIG.* row of
 * the rules catalog, in Tenfold's own words, for the Rules screen. Where the engine already plays a
 * reading, the note says what the engine does.
 */
import type { RulesNote } from '../../core/rules-text';

export const BF_NOTES: readonly RulesNote[] = [
  // The round: bids, activations, standby.
  {
    id: 'BF.AMBIG.SHOCK_LIMIT_ROUNDING',
    title: 'How much bid Shock a unit can take',
    reading: 'Count the Shock a unit already has plus what you give it from your bid; twice that total has to stay below its Courage. Nothing is rounded, so Courage 6 holds 2 at most, Courage 7 holds 3, and Courage 2 or less holds none.',
  },
  {
    id: 'BF.AMBIG.BID_FORFEIT',
    title: 'Only one player cannot place their bid',
    reading: 'If you could not place all of the Shock you bid, you lose the first activation and any bonus. Your opponent goes first: with the whole bonus if their bid was higher, with a single activation if it was lower. If neither of you placed it all, roll off.',
  },
  {
    id: 'BF.AMBIG.BID_SEQUENCE',
    title: 'After the bonus activations',
    reading: 'The higher bidder activates as many units in a row as the gap between the bids, then the other player activates one, and from there you take strict turns. On a tied bid whoever wins the roll-off activates a single unit and the opponent answers with one.',
  },
  {
    id: 'BF.AMBIG.ACTIVATION_RUNOUT',
    title: 'When one side runs out of units',
    reading: 'A player with no unactivated units left is skipped; anyone who still has units activates them one after another until every unit has gone.',
  },
  {
    id: 'BF.AMBIG.PASS_ACTIONS',
    title: 'Taking fewer than two actions',
    reading: 'A unit may stop after one action, or take none at all. Either way its activation is spent for the round.',
  },
  {
    id: 'BF.AMBIG.STANDBY',
    title: 'What “standby actions” are',
    reading: 'Standby means an unused Hold and any Focus or Evade tokens still in hand. They last through the round until used. In the End Phase each player chooses which units keep theirs for the next round; everything else is cleared. Any one attack can use no more than one Focus token and one Evade token.',
  },
  {
    id: 'BF.AMBIG.GROUP_ALTERNATION',
    title: 'A group activation is one turn',
    reading: 'Activating a group uses one turn of the alternation, and every unit that took part counts as activated for the round.',
  },
  {
    id: 'BF.AMBIG.ADVANTAGE_TIES',
    title: 'What advantage points break',
    reading: 'More advantage points wins a tied bid outright, and also the roll for first activation when both players fell short, with no dice rolled. For deployment and other scenario set-up rolls they only settle a tie on the dice. Players with equal advantage roll off as usual.',
  },
  {
    id: 'BF.AMBIG.FFA_OPENING',
    title: 'Free-for-all opening activations',
    reading: 'Rank the players by bid, rolling off between equal bids. Everyone except the last opens with their bid minus the next bid down, but never fewer than 1; the last always opens with 1. Bids of 5, 3 and 1 open with 2, 2 and 1. Players who could not place their whole bid rank below the rest.',
  },
  {
    id: 'BF.AMBIG.TEAM_BONUS',
    title: 'The bonus in team games',
    reading: 'Each point by which a team’s total bid beats the other team gives every player on that team one extra activation before the other team starts, so a one-point lead for two players means two units. If any player on a team could not place their Shock, the team loses the bonus and the first turn. Level totals are rolled off between the teams; advantage points do not count here.',
  },
  // Checks and modifiers.
  {
    id: 'BF.AMBIG.MODIFIER_STACKING',
    title: 'Adding up modifiers',
    reading: 'All modifiers on a check are simply added to the value you must roll under, with no cap either way: it can drop below 1 or climb past 10, and a natural 1 still passes while a natural 10 still fails. Movement alone stops at 0.',
  },
  {
    id: 'BF.AMBIG.UNIT_STAT_MIXED',
    title: 'Units whose models differ',
    reading: 'When each model attacks, it rolls against its own stat. A check for the whole unit, such as Initiative or Courage, uses the best value among the models still alive unless a rule says otherwise.',
  },
  // Shooting and saves.
  {
    id: 'BF.AMBIG.SAVE_AP',
    title: 'Which Save the roll is compared with',
    reading: 'The save roll is always checked against the adjusted number: Save, less the weapon’s AP, with cover and anything else added. The printed Save is never used on its own. That number may go past 10 (a 10 still fails) or under 1 (a 1 still saves).',
  },
  {
    id: 'BF.AMBIG.SAVE_FAIL_MARGIN',
    title: 'How much a save failed by',
    reading: 'Tenfold takes the die minus the adjusted save number for every failed save. An ordinary failure is therefore a positive margin, while a natural 10 against a number over 10 gives a negative one: Save 12 failing on a 10 is −2. Reading the printed Save for natural 10s is not offered.',
  },
  {
    id: 'BF.AMBIG.RANGE_MEASURE',
    title: 'Measuring range',
    reading: 'Each firing model measures for itself, from its base or weapon mount to the closest model of the target it can see. A model with nothing in range and sight does not shoot, and its own distance decides whether its dice suffer the Long Range penalty.',
  },
  {
    id: 'BF.AMBIG.POINT_BLANK_MEASURE',
    title: 'Point blank range',
    reading: 'When the nearest shooting model is 3" or closer to the target unit, the target loses any cover bonus against the whole attack. Cover that makes saves worse still counts.',
  },
  {
    id: 'BF.AMBIG.ENGAGED_SHOOTING',
    title: 'Shooting while locked in melee',
    reading: 'A unit in combat may still shoot, but never at an enemy that is fighting one of your units, and that rules out the enemy it is locked with.',
  },
  {
    id: 'BF.AMBIG.LOS_UNIT_VISIBLE',
    title: 'When a unit can be seen',
    reading: 'You may target a unit if any one of your shooting models sees more than a third of any one of its models. Hits can then go only to models that were visible.',
  },
  {
    id: 'BF.AMBIG.SPLIT_HITS',
    title: 'Splitting hits',
    reading: 'Shooting only. With N extra targets, share the hits into N + 1 equal parts, one being the original target’s, and any hits left over go to the original target too: 5 hits and one extra target make 3 and 2. Every extra target has to sit within 3" of the first, model to model, and be one the weapon could legally shoot. Tenfold asks which units share the hits when the Shoot is declared; an attack that scores fewer than 2 hits keeps them all on the first target.',
  },
  {
    id: 'BF.AMBIG.WEAPON_COPIES',
    title: 'Weapons with copies, Name(X)',
    reading: 'X counts for each model that carries the weapon in its composition. Such a model rolls its Attacks X times over with that weapon in one attack: Attacks 2 with two copies is 4 hit dice.',
  },
  {
    id: 'BF.AMBIG.NEGATE_SCOPE',
    title: 'One ability that cancels hits',
    reading: 'Against each attack a unit uses a single ability that cancels hits. The abilities differ only in how often they cancel, so Tenfold uses the best the model has: the defender’s choice is always that one.',
  },
  {
    id: 'BF.AMBIG.COVER_DETERMINATION',
    title: 'When a unit is in cover',
    reading: 'A unit counts as in cover when most of its models are: close to an obstacle (2") that most of the shots cross, or standing in or overlapping area terrain. Only the single best cover counts, and cover that worsens saves applies only when no better cover does.',
  },
  {
    id: 'BF.AMBIG.AREA_LOS_DEFAULT',
    title: 'Seeing through area terrain',
    reading: 'Unless you set a piece otherwise, you can see into and out of area terrain but not across it. Any piece can be marked see-through when the table is made.',
  },
  // Shock and break tests.
  {
    id: 'BF.AMBIG.SHOCK_PER_ATTACK',
    title: 'One Shock per attack',
    reading: 'A Shoot, a Fight, a free Fight, an Overwatch or a Counter Attack gives each unit it hits no more than 1 Shock, whatever the number of weapons or hits. Shock from anything else comes on top: a unit dying nearby, a failed rush or reaction, injuries, or a cast roll of 10.',
  },
  {
    id: 'BF.AMBIG.SHOCK_HIT_DEFINITION',
    title: 'Shock from a hit that is saved',
    reading: 'One hit roll that succeeds is enough for the Shock, however many of the saves pass.',
  },
  {
    id: 'BF.AMBIG.NEARBY_DESTROYED',
    title: 'Shock when a nearby unit dies',
    reading: 'Only the loss of one of your own units shocks your units. Measure 3" between any models of the two units, using where the last models stood just before they were taken off.',
  },
  {
    id: 'BF.AMBIG.BREAK_HALF',
    title: 'Losing more than half',
    reading: 'Count against what the unit had when the attack began: its models, or its total wounds left when its models have Wounds(x). In a simultaneous exchange, every loss from that exchange counts toward the attack.',
  },
  {
    id: 'BF.AMBIG.BREAK_MOVE',
    title: 'The 6" retreat of a broken unit',
    reading: 'A broken unit moves exactly 6", ignoring Shock and without rushing, and must end up more distant from the nearest enemy unit. Should any model be unable to make it (blocked, off the table, or forced within 1" of an enemy), the whole unit is destroyed. The retreat and the Evade after it are free and cost no actions.',
  },
  {
    id: 'BF.AMBIG.BREAK_TIMING',
    title: 'When break tests happen',
    reading: 'Take a break test the moment it is triggered, even in the middle of an enemy’s activation; in a simultaneous exchange, after its effects are applied. One trigger means one test.',
  },
  {
    id: 'BF.AMBIG.INJURY_SCOPE',
    title: 'Which models roll for injuries',
    reading: 'Only models whose datasheet mentions injuries or critical damage roll on the chart, usually vehicles, monsters and heroes. Below 10 the model survives on 1 wound; 1–4 does nothing more, 5–7 adds 1 Shock, and 8–9 adds 2 Shock and a Courage check that destroys the unit if failed. 10 or more destroys the model. Only one band applies. The odds calculator never rolls on the chart.',
  },
  {
    id: 'BF.AMBIG.INJURY_TOKEN_FLOOR',
    title: 'Critical damage keeps Shock on',
    reading: 'A unit carrying N critical damage tokens can never have fewer than N Shock: activation checks, Rally and everything else stop at N.',
  },
  // Movement and terrain.
  {
    id: 'BF.AMBIG.LOW_OBSTACLE_HEIGHT',
    title: 'Low obstacles: 1" or 2"',
    reading: 'Crossing anything up to 2" high needs the Initiative test; taller pieces have to be climbed. The 1" figure matters only to rules that speak of a “low obstacle” by name.',
  },
  {
    id: 'BF.AMBIG.CLIMB_DISTANCE',
    title: 'Climbing uses movement',
    reading: 'Each inch climbed costs an inch of movement. You may only climb if the movement you have left covers the height, both before and after it is halved by a failed check.',
  },
  {
    id: 'BF.AMBIG.COHERENCY',
    title: 'Keeping a unit together',
    reading: 'Every model needs another of its unit within 2", edge to edge, and the unit may not spread so that any two of its models are over 6" apart. Tenfold checks both after every move, consolidation or placement.',
  },
  {
    id: 'BF.AMBIG.RUSH_DETAILS',
    title: 'Rushing',
    reading: 'The extra distance is half the unit’s Movement after Shock, rounded down. Only a plain Move can rush: not a Charge, whose reach is settled before any dice, and not a move that crosses an obstacle or difficult ground.',
  },
  {
    id: 'BF.AMBIG.FALL_SAVE',
    title: 'Saving against a fall',
    reading: 'Each model rolls its plain Save, with no AP and no cover; a fail costs it 1 wound. Falling does not count as being attacked: it brings no Shock for being hit and no break test for losses.',
  },
  {
    id: 'BF.AMBIG.BUILDINGS',
    title: 'Floors in buildings',
    reading: 'The first floor is the one at ground level, and one Move takes a unit up or down a single floor. Friendly units may share a floor as far as it has room, enemies never. For range and sight, a unit inside is taken to fill the building’s outline on its floor. Tenfold plays each building with its ground floor only. A piece the Table screen draws as a building, played as blocking terrain, is such an enclosed building. A unit goes in with a Move (or Rush) that ends every model within 6″ of it; getting out is a plain Move that sets every model down within its Move of the outline. Inside, the unit shoots from any side, measured from the outline, and is behind the building’s walls: it has the building’s cover, hard unless agreed otherwise. Enemies keep 1″ from the outline of a building held against them. Nobody fights a unit inside or charges into the building, because the book gives no rules for assaulting one, and a unit inside must come out before it charges. A unit inside that breaks holds the building and takes its Evade token instead of running.',
  },
  // Charging and melee.
  {
    id: 'BF.AMBIG.CHARGE_FREE_FIGHT',
    title: 'The free Fight after a Charge',
    reading: 'The free Fight costs neither of the two actions but it does count as the one Fight the unit gets this round. If the unit fought earlier this round it can still Charge; it just gets no free Fight and no further Fight that round. Tenfold gives the free Fight only to a unit with a melee weapon.',
  },
  {
    id: 'BF.AMBIG.CHARGE_REACH',
    title: 'Which enemies a Charge can reach',
    reading: 'A target is in reach if it lies within the unit’s Movement after Shock along a legal route, assuming every terrain test on the way fails. A charge that still comes up short moves as far as it can, with no free Fight.',
  },
  {
    id: 'BF.AMBIG.MELEE_INTERVENING',
    title: 'Fighting across terrain',
    reading: 'An attacking model takes −1 Strength when the line drawn between it and its victim passes over an obstacle or the edge of a terrain piece.',
  },
  {
    id: 'BF.AMBIG.MELEE_HALF_INCH',
    title: 'Supporting attacks',
    reading: 'A model not touching the enemy may still fight when a unit-mate touching an enemy model stands no more than 0.5" away.',
  },
  {
    id: 'BF.AMBIG.CONSOLIDATE_CONTACT',
    title: 'Consolidating into contact',
    reading: 'A consolidation move may come within 1" of enemy models and may touch them, since the point of it is to close the gap; every model has to finish nearer the closest enemy unit than it began.',
  },
  {
    id: 'BF.AMBIG.FALLBACK_FREE_ATTACK',
    title: 'Free attacks on a unit falling back',
    reading: 'These attacks are free for the enemy: no action, no activation, and they do not count as its Fight for the round. Hits, saves and Shock work as normal.',
  },
  // Reactions.
  {
    id: 'BF.AMBIG.REACTION_FAIL',
    title: 'A failed reaction check',
    reading: 'Failing only costs 1 Shock: the unit can still activate later. It gets one try for each triggering event. A reaction that succeeds leaves the unit with no more actions this round.',
  },
  {
    id: 'BF.AMBIG.REACTION_AS_ACTIVATION',
    title: 'Reacting before activating',
    reading: 'Once a unit has reacted it is treated as already activated, so the alternation passes it by. If it reacted from Hold, that Hold is used up.',
  },
  {
    id: 'BF.AMBIG.REACTION_SHOOT_LIMIT',
    title: 'Reactions and the once-a-round Shoot and Fight',
    reading: 'Shooting or fighting as a reaction is the unit’s Shoot or Fight for the round. So a unit that has shot cannot Overwatch or Counter Attack by shooting, and one that has fought cannot Counter Attack by fighting.',
  },
  {
    id: 'BF.AMBIG.RETURN_FIRE',
    title: '“Return Fire”',
    reading: 'The book’s example mentions Return Fire, which is not a reaction of its own. Tenfold treats it as a Counter Attack that shoots.',
  },
  {
    id: 'BF.AMBIG.OVERWATCH_POINT',
    title: 'Where Overwatch shoots from',
    reading: 'Tenfold measures Overwatch from two points of the route: against a Charge, from where the charger stands before it moves (the shots are resolved, then whatever survives charges); against a Move, from where the unit ends it. A charger left short of its target gets no free Fight.',
  },
  {
    id: 'BF.AMBIG.ESCAPE_RESOLUTION',
    title: 'Escaping',
    reading: 'Passing the Escape check stands in for the fall-back test too, so a unit escaping from combat takes no free attacks. The enemy’s declared attack then happens only if it is still possible; a charger moves toward the unit and fights for free only if it reaches base contact.',
  },
  // Powers.
  {
    id: 'BF.AMBIG.POWER_LIMITS',
    title: 'Powers once per round',
    reading: '“Once per turn” means once per round: a unit can succeed with each power once a round. Its casting and stopping allowances refill each round, and every attempt uses one, pass or fail.',
  },
  {
    id: 'BF.AMBIG.POWER_NATURALS',
    title: 'Natural 1s and 10s when casting',
    reading: 'The casting result is the die plus the caster’s Shock. A cast that shows 10 on the die fails and gives the caster 2 Shock; one that shows 1 succeeds. When stopping, a 1 always stops the power and a 10 never does.',
  },
  {
    id: 'BF.AMBIG.POWER_STOP_UNITS',
    title: 'Who may stop a power',
    reading: 'Only a unit with a rule that grants stop attempts, with one left, and within 24" of the caster (model to model) may try. Trying is neither an action nor a reaction, and each successful cast can be opposed once.',
  },
  // Force building.
  {
    id: 'BF.AMBIG.SP_INCOME',
    title: 'Strategy point income',
    reading: 'Start from 1 plus 1 for each full 50 points of the agreed game size, then take off what your Force Organizations cost; a list whose result is below 0 is not legal. Each round you gain that result, but at least 1, plus no more than 1 from abilities.',
  },
  {
    id: 'BF.AMBIG.FOCUS_COUNT',
    title: 'How many Focuses',
    reading: 'A force picks one Focus at most, and it covers the whole force.',
  },
  // Scenarios.
  {
    id: 'BF.AMBIG.OBJ_WOUNDS_X',
    title: 'Wounds(x) and objectives',
    reading: 'Wounds(x) gives a model X wounds, each unsaved hit taking one. When counting models around an objective, such a model counts as X however hurt it is. A game option may count its remaining wounds instead.',
  },
  {
    id: 'BF.AMBIG.OBJ_MODELS_VS_UNITS',
    title: 'Who controls an objective',
    reading: 'Count each side’s models within 3", a Wounds(x) model counting X. The larger count controls it; equal counts above zero leave it contested and held by nobody. With no models near, whoever held it last keeps it.',
  },
  {
    id: 'BF.AMBIG.OBJ_TIMING',
    title: 'When control is checked',
    reading: 'Control is settled in every End Phase, before that round’s VP are scored, and again whenever a scenario scores at some other moment.',
  },
  {
    id: 'BF.AMBIG.VP_TIE',
    title: 'Equal victory points',
    reading: 'A game that ends after round 6 with equal VP is drawn, unless the scenario breaks the tie itself.',
  },
  {
    id: 'BF.AMBIG.AMBUSH_PLACEMENT',
    title: 'Placing an ambush',
    reading: 'Choose a point 12" or more from every enemy model and set the unit up in coherency around where it lands. If the scatter puts it in impassable ground or closer than 1" to an enemy, shift it the least distance to a legal place. Being placed this way replaces the Move a reserve must make on arrival, so one action remains. An outflanker stands with every model inside 6" of a part of the table edge that no enemy zone borders, and none of its models inside an enemy zone.',
  },
  {
    id: 'BF.AMBIG.RESERVES_UNARRIVED',
    title: 'Reserves that never arrive',
    reading: 'Ordinary reserves can come on from round 1; ambushers and outflankers wait for round 2 or later. Activating a unit that is still off the table uses its activation. Any still waiting when round 6 ends are not destroyed but score nothing. Your own reserve edge is the stretch of table edge along your deployment zone (two stretches for a corner zone), and each model coming on ends within its Move of that stretch. Ambushers and outflankers may also use that edge, from round 2. Transports follow their own module rules: a unit ending a Move with every model within 3″ of its own transport that has room may board it, and is then off the table. It can also start the game aboard instead of deploying. It gets out with the first Move of an activation, set down within 3″ of the transport. If the transport is destroyed, each unit aboard is set down at once where it stood, within 3″ of its last place, and takes the Shock for a friend destroyed nearby. A unit that finds no room is lost with it.',
  },
];
