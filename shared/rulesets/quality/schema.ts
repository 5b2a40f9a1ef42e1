/**
 * Data shapes for the Quality Wargame. The book uses Quality, Move, weapon ranges, the Heavy trait
 * and battle points without ever giving them (QW.AMBIG.MISSING_PROFILES), so they come from these
 * validated records. Rule ids in comments point at ../shared/rules/quality-wargame.md.
 */
import { z } from 'zod';
import { ArmyId as Id } from '../../core/army';
import { BaseSpec } from '../../geometry/base-spec';

const Name = z.string().trim().min(1).max(80);
const Text = z.string().max(600);

/** QW.DATA.QUALITY, QW.AMBIG.DIE_TYPE: one required value, 2+ to 10+ on a D10, lower is better. */
export const Quality = z.number().int().min(2).max(10);

export const QualityWeapon = z
  .object({
    id: Id,
    name: Name,
    /** QW.DATA.WEAPON_RANGE: inches; a melee weapon has none. */
    range: z.number().int().min(1).max(120).optional(),
    /** Dice per model when this weapon is used (QW.AMBIG.DICE_PER_MODEL); 1 unless data says more. */
    attacks: z.number().int().min(1).max(10).default(1),
  })
  .strict();
export type QualityWeapon = z.infer<typeof QualityWeapon>;

/** A fixed model count, or a range the player picks from. */
export const ModelCount = z.union([
  z.number().int().min(1).max(50),
  z
    .object({ min: z.number().int().min(1).max(50), max: z.number().int().min(1).max(50) })
    .strict()
    .refine((m) => m.min <= m.max, { message: 'min must not exceed max' }),
]);
export type ModelCount = z.infer<typeof ModelCount>;

export const QualityUnit = z
  .object({
    id: Id,
    name: Name,
    quality: Quality,
    /** QW.DATA.MOVE: inches per Advance (a Run doubles it). */
    move: z.number().int().min(1).max(24),
    models: ModelCount,
    /** QW.DATA.HEAVY: Heavy units re-roll failed Saves (QW.SAVE.HEAVY_REROLL). */
    heavy: z.boolean().default(false),
    weapons: z.array(QualityWeapon).min(1).max(6),
    /** Battle points for each model (QW.SCENARIO.BATTLE_POINTS). */
    costPerModel: z.number().int().min(1).max(1000),
    base: BaseSpec,
    keywords: z.array(Name).max(8).default([]),
    summary: Text.default(''),
  })
  .strict();
export type QualityUnit = z.infer<typeof QualityUnit>;

/** A Quality army book: the units one side may field. */
export const QualityArmyBook = z
  .object({
    id: Id,
    name: Name,
    ruleset: z.literal('quality'),
    summary: Text.default(''),
    units: z.array(QualityUnit).min(1).max(64),
  })
  .strict()
  .refine((b) => new Set(b.units.map((u) => u.id)).size === b.units.length, { message: 'unit ids must be unique' });
export type QualityArmyBook = z.infer<typeof QualityArmyBook>;

export const QualityListedUnit = z
  .object({
    uid: z.string().min(1).max(64),
    profile: Id,
    models: z.number().int().min(1).max(50),
    label: z.string().max(60).optional(),
  })
  .strict();
export type QualityListedUnit = z.infer<typeof QualityListedUnit>;

export function modelRange(count: ModelCount): { min: number; max: number } {
  return typeof count === 'number' ? { min: count, max: count } : count;
}
