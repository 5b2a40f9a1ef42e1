import { describe, expect, it } from 'vitest';
import { armyRules } from '../../../shared/armies/index';
import { resolveUnit } from '../../../shared/rulesets/d10-wargame/army';
import { resolveQualityArmy } from '../../../shared/rulesets/quality/army';
import { BUILT_IN, SAMPLE_ARMIES, meridianLine, thornwallWardens, type D10ArmyFile, type QualityArmyFile } from '../../support/content';

// Through the registry, as the Table screen reaches it: the army rules' `resolve` works a list's
// units out exactly as each ruleset's own engine does, and names what stops it instead of throwing.
const d10 = armyRules('d10-wargame')!;
const quality = armyRules('quality')!;
const d10Sample = SAMPLE_ARMIES['meridian-line']![1]! as D10ArmyFile;
const qualitySample = SAMPLE_ARMIES['thornwall-wardens']![1]! as QualityArmyFile;

describe('resolving a list through the army rules', () => {
  it('D10.ARMY.ONE_FACTION: works every unit of a D10 list out from its faction, in list order, as resolveUnit does', () => {
    const resolved = d10.resolve(d10Sample);
    expect(resolved).toEqual({ ok: true, units: d10Sample.units.map((listed) => resolveUnit(meridianLine, listed)) });
    expect(d10.resolve(d10Sample, BUILT_IN['d10-wargame'])).toEqual(resolved);
  });

  it('D10.ARMY.ONE_FACTION: names an unknown faction and the first unit its faction lacks, without throwing', () => {
    expect(d10.resolve({ ...d10Sample, faction: 'nobody' })).toEqual({ ok: false, code: 'unknown-faction' });
    const stranger = { ...d10Sample, units: [...d10Sample.units, { uid: 'x', profile: 'ghost-squad', models: 5, options: [] }] };
    expect(d10.resolve(stranger)).toEqual({ ok: false, code: 'unknown-unit', profile: 'ghost-squad' });
  });

  it('QW.AMBIG.MISSING_PROFILES: works a Quality list out from its army book, as the engine does', () => {
    const resolved = quality.resolve(qualitySample);
    expect(resolved).toEqual({ ok: true, units: resolveQualityArmy(qualitySample, [thornwallWardens]) });
    expect(resolved.ok && resolved.units.length).toBe(qualitySample.units.length);
  });

  it('QW.AMBIG.MISSING_PROFILES: names an unknown army book and the first unit the book lacks', () => {
    expect(quality.resolve({ ...qualitySample, faction: 'nobody' })).toEqual({ ok: false, code: 'unknown-faction' });
    const stranger = { ...qualitySample, units: [{ uid: 'x', profile: 'ghost-band', models: 5 }, ...qualitySample.units] };
    expect(quality.resolve(stranger)).toEqual({ ok: false, code: 'unknown-unit', profile: 'ghost-band' });
  });
});
