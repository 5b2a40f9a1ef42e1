import { describe, expect, it } from 'vitest';
import { coverOf, halfHiddenCoverFrom } from '../../../shared/geometry/index';
import { box, inch, indexOf, terrain, unit } from './helpers';
import { BF_TABLE, D10_TABLE, QW_TABLE } from '../../support/table-rules';

describe('cover', () => {
  const attacker = unit('A', 0, [inch('a1', 5, 24), inch('a2', 6.5, 24)]);
  const at = (x: number, y: number) => unit('T', 1, [inch('t1', x, y)]);

  it('QW.COVER.DEFINITION: exactly 50% of a base visible still counts as covered; 51% does not', () => {
    expect(halfHiddenCoverFrom({ t1: 0.5, t2: 0.2 }, () => ({ t1: 0.5, t2: 0.2 })).cover).toBe('hard');
    expect(halfHiddenCoverFrom({ t1: 0.51, t2: 0.2 }, () => ({ t1: 0.51, t2: 0.2 })).cover).toBe('none');
  });

  it('QW.COVER.SOFT_TERRAIN: a unit inside a wood is in soft cover', () => {
    const idx = indexOf([attacker, at(20, 24)], [terrain('f', 'forest', box(17, 20, 23, 28))]);
    const c = coverOf(idx, attacker, idx.unit('T')!, QW_TABLE);
    expect(c.cover).toBe('soft');
    expect(c.visible['t1']).toBeLessThanOrEqual(0.5);
  });

  it('QW.COVER.HARD_TERRAIN: a unit behind a wall, more than half hidden, is in hard cover', () => {
    const idx = indexOf([attacker, at(20, 24)], [terrain('w', 'wall', box(18, 20, 18.5, 24.3), { blocksSight: false, impassable: true })]);
    expect(coverOf(idx, attacker, idx.unit('T')!, QW_TABLE).cover).toBe('hard');
  });

  it('QW.COVER.DEFINITION: a unit with one model out in the open is not in cover', () => {
    const target = unit('T', 1, [inch('t1', 20, 24), inch('t2', 20, 35)]);
    const idx = indexOf([attacker, target], [terrain('f', 'forest', box(17, 20, 23, 28))]);
    expect(coverOf(idx, attacker, target, QW_TABLE).cover).toBe('none');
  });

  it('QW.AMBIG.COVER_MIXED: hidden partly by a wood and partly by ruins gives soft cover; ruins alone give hard', () => {
    const target = unit('T', 1, [inch('t1', 20, 24), inch('t2', 20, 32)]);
    const idx = indexOf([attacker, target], [terrain('f', 'forest', box(17, 20, 23, 28)), terrain('r', 'ruins', box(17, 29, 23, 36))]);
    expect(coverOf(idx, attacker, target, QW_TABLE).cover).toBe('soft');
    const idx2 = indexOf([attacker, target], [terrain('r1', 'ruins', box(17, 20, 23, 28)), terrain('r2', 'ruins', box(17, 29, 23, 36))]);
    expect(coverOf(idx2, attacker, target, QW_TABLE).cover).toBe('hard');
  });

  it('QW.AMBIG.COVER_VISIBILITY: the best view from any attacking model decides', () => {
    // a1 looks through the wood; a2 stands off to the side with a clear view past it.
    const wide = unit('A', 0, [inch('a1', 5, 24), inch('a2', 20, 10)]);
    const idx = indexOf([wide, at(20, 24)], [terrain('f', 'forest', box(10, 16, 18.5, 32))]);
    expect(coverOf(idx, wide, idx.unit('T')!, QW_TABLE).cover).toBe('none');
  });

  it('QW.COVER.PER_ATTACKER: cover is judged from each attacking unit separately', () => {
    const west = unit('A', 0, [inch('a1', 5, 24)]);
    const south = unit('S', 0, [inch('s1', 20, 10)]);
    const idx = indexOf([west, south, at(20, 24)], [terrain('f', 'forest', box(10, 16, 18.5, 32))]);
    expect(coverOf(idx, west, idx.unit('T')!, QW_TABLE).cover).toBe('soft');
    expect(coverOf(idx, south, idx.unit('T')!, QW_TABLE).cover).toBe('none');
  });

  it('QW.COVER.TWO_KINDS: the firer\'s own wood does not hide the target from it', () => {
    const idx = indexOf([attacker, at(20, 24)], [terrain('f', 'forest', box(2, 20, 9, 28))]);
    expect(coverOf(idx, attacker, idx.unit('T')!, QW_TABLE).cover).toBe('none');
  });

  it('D10.AMBIG.COVER: the D10 Wargame has no cover, even deep in a wood', () => {
    const idx = indexOf([attacker, at(20, 24)], [terrain('f', 'forest', box(17, 20, 23, 28))]);
    expect(coverOf(idx, attacker, idx.unit('T')!, D10_TABLE).cover).toBe('none');
  });

  it('BF.AREA.AFFECTED_MODELS: a base overlapping area terrain is in it; a base only touching its edge is not', () => {
    const wood = terrain('f', 'forest', box(20.5, 20, 26, 28));
    const touching = indexOf([attacker, at(20, 24)], [wood]);
    expect(coverOf(touching, attacker, touching.unit('T')!, BF_TABLE).cover).toBe('none');
    const overlapping = indexOf([attacker, at(20.1, 24)], [wood]);
    expect(coverOf(overlapping, attacker, overlapping.unit('T')!, BF_TABLE).cover).toBe('soft');
  });

  it('BF.OBST.COVER_WITHIN_2IN: an obstacle gives cover only to a unit within 2" of it', () => {
    const hedge = terrain('h', 'hedge', box(17, 18, 17.3, 30));
    const near = indexOf([attacker, at(19.3, 24)], [hedge]); // 1.5" gap
    expect(coverOf(near, attacker, near.unit('T')!, BF_TABLE).cover).toBe('soft');
    const edge = indexOf([attacker, at(19.8, 24)], [hedge]); // exactly 2"
    expect(coverOf(edge, attacker, edge.unit('T')!, BF_TABLE).cover).toBe('soft');
    const far = indexOf([attacker, at(20.3, 24)], [hedge]); // 2.5"
    expect(coverOf(far, attacker, far.unit('T')!, BF_TABLE).cover).toBe('none');
  });

  it('BF.OBST.COVER_MAJORITY_CROSS: most attacking lines must cross the obstacle', () => {
    const hedge = terrain('h', 'hedge', box(17, 22, 17.3, 26));
    const shooters = unit('A', 0, [inch('a1', 5, 24), inch('a2', 17, 10), inch('a3', 18, 10)]);
    const idx = indexOf([shooters, at(19, 24)], [hedge]);
    expect(coverOf(idx, shooters, idx.unit('T')!, BF_TABLE).cover).toBe('none');
  });

  it('BF.AMBIG.COVER_DETERMINATION: the unit has cover when most of its models do', () => {
    const wood = terrain('f', 'forest', box(17, 20, 23, 28));
    const two = unit('T', 1, [inch('t1', 19, 24), inch('t2', 21, 24), inch('t3', 20, 30)]);
    expect(coverOf(indexOf([attacker, two], [wood]), attacker, two, BF_TABLE).cover).toBe('soft');
    const one = unit('T', 1, [inch('t1', 19, 24), inch('t2', 20, 30), inch('t3', 21, 30)]);
    expect(coverOf(indexOf([attacker, one], [wood]), attacker, one, BF_TABLE).cover).toBe('none');
  });

  it('BF.COVER.SAVE_BONUS: cover levels do not stack — the single best applies (fortified over soft)', () => {
    const target = unit('T', 1, [inch('t1', 20, 24)]);
    const idx = indexOf([attacker, target], [terrain('f', 'forest', box(17, 20, 23, 28)), terrain('b', 'bunker', box(19, 23, 21, 25))]);
    expect(coverOf(idx, attacker, target, BF_TABLE).cover).toBe('fortified');
  });

  it('BF.COVER.SOFT: a unit in a wood, or behind a hedge, has soft cover: +1 to Saves', () => {
    const target = unit('T', 1, [inch('t1', 20, 24)]);
    const wood = coverOf(indexOf([attacker, target], [terrain('f', 'forest', box(17, 20, 23, 28))]), attacker, target, BF_TABLE);
    expect(wood).toMatchObject({ cover: 'soft', saveModifier: 1 });
    const hedge = coverOf(indexOf([attacker, target], [terrain('h', 'hedge', box(18, 18, 18.3, 30))]), attacker, target, BF_TABLE); // 1.2" away
    expect(hedge).toMatchObject({ cover: 'soft', saveModifier: 1 });
    expect(coverOf(indexOf([attacker, target]), attacker, target, BF_TABLE)).toMatchObject({ cover: 'none', saveModifier: 0 });
  });

  it('BF.COVER.FORTIFIED: a unit in a bunker has fortified cover: +3 to Saves', () => {
    const target = unit('T', 1, [inch('t1', 20, 24)]);
    const idx = indexOf([attacker, target], [terrain('b', 'bunker', box(18, 22, 22, 26))]);
    expect(coverOf(idx, attacker, target, BF_TABLE)).toMatchObject({ cover: 'fortified', saveModifier: 3 });
    // The same footprint as ruins gives only hard cover, +2.
    const ruins = indexOf([attacker, target], [terrain('r', 'ruins', box(18, 22, 22, 26))]);
    expect(coverOf(ruins, attacker, target, BF_TABLE)).toMatchObject({ cover: 'hard', saveModifier: 2 });
  });

  it('BF.COVER.HARD: ruins give hard cover', () => {
    const target = unit('T', 1, [inch('t1', 20, 24)]);
    const idx = indexOf([attacker, target], [terrain('r', 'ruins', box(17, 20, 23, 28))]);
    expect(coverOf(idx, attacker, target, BF_TABLE).cover).toBe('hard');
  });

  it('BF.COVER.NEGATIVE: most models standing in a moat take −1 to Saves, unless positive cover applies', () => {
    const moat = terrain('m', 'road', box(17, 20, 23, 28), { kind: 'moat', negativeCover: true });
    const inMoat = unit('T', 1, [inch('t1', 19, 24), inch('t2', 21, 24), inch('t3', 20, 34)]);
    const sunk = coverOf(indexOf([attacker, inMoat], [moat]), attacker, inMoat, BF_TABLE);
    expect(sunk.cover).toBe('none');
    expect(sunk.saveModifier).toBe(-1);
    const mostlyDry = unit('T', 1, [inch('t1', 19, 24), inch('t2', 20, 34), inch('t3', 21, 34)]);
    expect(coverOf(indexOf([attacker, mostlyDry], [moat]), attacker, mostlyDry, BF_TABLE).saveModifier).toBe(0);
    const wood = terrain('f', 'forest', box(18, 21, 22, 27));
    const covered = coverOf(indexOf([attacker, inMoat], [moat, wood]), attacker, inMoat, BF_TABLE);
    expect(covered.cover).toBe('soft');
    expect(covered.saveModifier).toBe(1);
  });
});
