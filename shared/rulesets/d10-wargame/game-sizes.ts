/**
 * The book's game sizes (D10.INTRO.SIZE_*) and recommended points levels (D10.ARMY.LEVEL_*): what
 * the army editor offers as limits and shows as a rough guide to models and playing time.
 */
export interface GameSize {
  id: 'skirmish' | 'standard' | 'large';
  name: string;
  rule: string;
  /** The points limit the size is played at (Large Battle: this or more). */
  points: number;
  minutes: number;
  /** Typical models per side; guidance, never enforced (D10.INTRO.MODELS_PER_SIDE). */
  models: { min: number; max: number | null };
  use: string;
}

export const GAME_SIZES: readonly GameSize[] = [
  { id: 'skirmish', name: 'Skirmish', rule: 'D10.INTRO.SIZE_SKIRMISH', points: 500, minutes: 30, models: { min: 15, max: 25 }, use: 'learning the rules or a quick game' },
  { id: 'standard', name: 'Standard', rule: 'D10.INTRO.SIZE_STANDARD', points: 1000, minutes: 60, models: { min: 25, max: 40 }, use: 'the usual game, and the common competitive format' },
  { id: 'large', name: 'Large Battle', rule: 'D10.INTRO.SIZE_LARGE', points: 1500, minutes: 90, models: { min: 40, max: null }, use: 'big battles with many units' },
];

/** The recommended points levels (D10.ARMY.LEVEL_500, D10.ARMY.LEVEL_1000, D10.ARMY.LEVEL_1500). */
export const RECOMMENDED_LIMITS: readonly number[] = GAME_SIZES.map((s) => s.points);

/** The size a points limit plays as: up to 500 Skirmish, up to 1000 Standard, above that Large Battle. */
export function gameSizeFor(points: number): GameSize {
  return GAME_SIZES.find((s) => points <= s.points) ?? GAME_SIZES[GAME_SIZES.length - 1]!;
}
