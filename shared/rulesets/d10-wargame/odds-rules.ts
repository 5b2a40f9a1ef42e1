/**
 * The D10 Wargame's odds as the contract offers them: `tenfold odds --ruleset d10-wargame` reads its
 * flags here, and the Play screen's line before a shot is worked out from the engine's own numbers
 * (attackDice, the unit's stats and tiers), so the odds describe exactly the attack `apply` rolls.
 */
import { choiceFlag, refuseFlags, wholeFlag, type FlagOdds, type OddsFlags, type OddsRules } from '../../odds/flags';
import { MAX_ATTACKS, MAX_MODELS } from '../../odds/validate';
import { attackDice } from './attack';
import { attackOdds, d10AttackDistributions, d10NeededFace, d10SequenceOdds, summarizeD10Attack, type CommandPointUse, type D10AttackSpec, type D10Target } from './odds';
import type { D10State } from './state';

const CP_USES: readonly CommandPointUse[] = ['none', 'reroll', 'plus-one'];

function fromFlags(flags: OddsFlags): FlagOdds {
  const exhausted = flags.switches.has('exhausted');
  const spec: D10AttackSpec = {
    attacks: wholeFlag(flags, 'attacks', 0, MAX_ATTACKS),
    // Exhaustion only exists in melee (D10.MELEE.EXHAUSTION_SCOPE), so --exhausted means a melee attack.
    kind: exhausted ? 'melee' : 'shooting',
    skill: wholeFlag(flags, 'hit', 0, 30),
    defense: wholeFlag(flags, 'defense', 0, 30),
    ap: wholeFlag(flags, 'ap', 0, 20, 0),
    exhausted,
    commandPoint: choiceFlag(flags, 'cp', CP_USES, 'none'),
    defenderCommandPoint: choiceFlag(flags, 'defender-cp', CP_USES, 'none'),
  };
  const hitOn = d10NeededFace(spec.skill, { exhausted });
  const defendOn = d10NeededFace(spec.defense + (spec.ap ?? 0));
  if (flags.values['models'] === undefined) {
    refuseFlags(flags, '--ruleset d10-wargame without --models', ['wounds-per-model']);
    return { odds: d10AttackDistributions(spec), hitOn, defendOn };
  }
  const target = {
    models: wholeFlag(flags, 'models', 1, MAX_MODELS),
    woundsPerModel: wholeFlag(flags, 'wounds-per-model', 1, MAX_MODELS, 1),
  };
  return { odds: attackOdds({ ...spec, target }), hitOn, defendOn };
}

/** One weapon profile at one target: "4+ to hit, 5+ to defend: 1.8 wounds expected, 3% to destroy". */
function attackLine(s: D10State, attack: { unitId: string; targetId: string; weapon?: string }): string | null {
  const u = s.units[attack.unitId];
  const t = s.units[attack.targetId];
  const w = u?.weapons.find((x) => x.id === attack.weapon);
  if (!u || !t || !w) return null;
  const spec: D10AttackSpec = {
    attacks: attackDice(u, w, s.options),
    kind: w.kind === 'melee' ? 'melee' : 'shooting',
    skill: w.kind === 'melee' ? u.stats.melee : u.stats.ranged,
    skillTier: (w.kind === 'melee' ? u.tiers.melee : u.tiers.ranged) ?? 0,
    ap: w.ap,
    defense: t.stats.defense,
    defenseTier: t.tiers.defense ?? 0,
  };
  try {
    const damaged = Math.max(0, ...t.models.map((m) => m.wounds));
    const odds = attackOdds({ ...spec, target: { models: t.models.length, woundsPerModel: t.woundsPerModel, woundsAlreadyOnDamagedModel: damaged, initialModels: t.initialModels } });
    return `${spec.attacks} dice — ${summarizeD10Attack(spec, odds)}`;
  } catch {
    return null;
  }
}

export const d10Odds: OddsRules<D10State, D10AttackSpec, D10Target> = {
  flags: {
    values: ['attacks', 'hit', 'defense', 'ap', 'cp', 'defender-cp', 'models', 'wounds-per-model'],
    switches: ['exhausted'],
    help: {
      attacks: { value: 'N', text: `the attack dice rolled, 0 to ${MAX_ATTACKS} (required)` },
      hit: { value: 'H', text: 'the value needed to hit after modifiers: Ranged or Melee skill (required)' },
      defense: { value: 'D', text: "the target's Defense value needed after modifiers (required)" },
      ap: { value: 'A', text: "the weapon's armour piercing, added to the Defense roll needed (default 0)" },
      exhausted: { text: 'a melee attack by an exhausted unit: only natural 10s hit (D10.MELEE.EXHAUSTION_EFFECT)' },
      cp: { value: 'reroll|plus-one', text: 'the attacker spends a command point: re-roll one failed hit die, or +1 to one' },
      'defender-cp': { value: 'reroll|plus-one', text: 'the defender spends a command point: re-roll one failed Defense die, or +1 to one' },
      models: { value: 'M', text: "the target unit's models: adds modelsRemoved, destroy and moraleCheck" },
      'wounds-per-model': { value: 'W', text: 'wounds each target model takes before it is removed (with --models; default 1)' },
    },
  },
  usage: '--ruleset d10-wargame --attacks N --hit H --defense D [--ap A] [--exhausted] [--cp reroll|plus-one] [--defender-cp reroll|plus-one] [--models M [--wounds-per-model W]]',
  fromFlags,
  sequence: d10SequenceOdds,
  attackLine,
};
