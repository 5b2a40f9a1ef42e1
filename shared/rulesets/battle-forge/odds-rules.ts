/**
 * Battle Forge's odds as the contract offers them: `tenfold odds --ruleset battle-forge` reads its
 * flags here, and the Play screen's line before a roll comes from the game (odds-line.ts).
 */
import { DIE_FACES } from '../../odds/check';
import { refuseFlags, wholeFlag, type FlagOdds, type OddsFlags, type OddsRules } from '../../odds/flags';
import { MAX_ATTACKS, MAX_MODELS } from '../../odds/validate';
import { checkChance } from './check';
import { bfAttackLine } from './odds-line';
import type { BfState } from './state';
import { bfAttackDistributions, bfAttackOdds, bfSaveValue, bfSequenceOdds, type BfAttackSpec, type BfTarget } from './odds';

/**
 * How far a modified value may go either way on the command line: a characteristic of the book
 * (1–12) with any modifiers a unit can gather stays well inside, and past 9 or below 1 the odds no
 * longer change (BF.AMBIG.MODIFIER_STACKING).
 */
const VALUE_LIMIT = 20;
/** The most AP a weapon is given on the command line. */
const AP_LIMIT = 20;

/**
 * The generic one-line summary names a roll-high face ("7+ to hit"); a Battle Forge check rolls at
 * or under its value, so it is shown as the face with the same chance (at or under 4 = 7+).
 */
function sameChanceFace(value: number): number {
  return DIE_FACES + 1 - Math.round(checkChance(value) * DIE_FACES);
}

function fromFlags(flags: OddsFlags): FlagOdds {
  const spec: BfAttackSpec = {
    attacks: wholeFlag(flags, 'attacks', 0, MAX_ATTACKS),
    hit: wholeFlag(flags, 'hit', -VALUE_LIMIT, VALUE_LIMIT),
    save: wholeFlag(flags, 'save', -VALUE_LIMIT, VALUE_LIMIT),
    ap: wholeFlag(flags, 'ap', 0, AP_LIMIT, 0),
  };
  const faces = { hitOn: sameChanceFace(spec.hit), defendOn: sameChanceFace(bfSaveValue(spec)) };
  if (flags.values['models'] === undefined) {
    refuseFlags(flags, '--ruleset battle-forge without --models', ['wounds-per-model']);
    return { odds: bfAttackDistributions(spec), ...faces };
  }
  const target: BfTarget = {
    models: wholeFlag(flags, 'models', 1, MAX_MODELS),
    woundsPerModel: wholeFlag(flags, 'wounds-per-model', 1, MAX_MODELS, 1),
  };
  return { odds: bfAttackOdds({ ...spec, target }), ...faces };
}

export const battleForgeOdds: OddsRules<BfState, BfAttackSpec, BfTarget> = {
  flags: {
    values: ['attacks', 'hit', 'save', 'ap', 'models', 'wounds-per-model'],
    switches: [],
    help: {
      attacks: { value: 'N', text: `how many hit dice are rolled, 0 to ${MAX_ATTACKS} (required)` },
      hit: { value: 'H', text: 'Accuracy (shooting) or Strength (melee) after modifiers: each die at or under it hits (required)' },
      save: { value: 'S', text: "the target's Save with cover and other modifiers, before AP (required)" },
      ap: { value: 'A', text: "the weapon's AP: each hit is saved at or under S minus A (default 0)" },
      models: { value: 'M', text: "the target unit's models: adds modelsRemoved, destroy and moraleCheck (a break test forced by losses)" },
      'wounds-per-model': { value: 'W', text: 'the wounds of each target model, 1 unless it has Wounds(x) (with --models; default 1)' },
    },
  },
  usage: '--ruleset battle-forge --attacks N --hit H --save S [--ap A] [--models M [--wounds-per-model W]]',
  fromFlags,
  sequence: bfSequenceOdds,
  attackLine: bfAttackLine,
};
