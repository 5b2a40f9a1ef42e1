/**
 * Colours the canvas uses. The table itself is a green cloth in both themes, so these are chosen
 * against the cloth, not the app's background; the rulers sit on the app's panel and read the
 * theme's CSS variables instead.
 */
export const CLOTH = '#3d5a3a';
export const CLOTH_EDGE = '#1c2a1b';
export const GRID = 'rgba(255,255,255,0.10)';
export const GRID_MAJOR = 'rgba(255,255,255,0.22)';

/**
 * Player 1 blue, player 2 red: the colours wargamers expect on a planning map; a third and fourth
 * player (a free-for-all) green and amber.
 */
export const SIDE_FILL = ['#3b82f6', '#ef4444', '#16a34a', '#d97706'] as const;
export const SIDE_STROKE = ['#dbeafe', '#fee2e2', '#dcfce7', '#fef3c7'] as const;
export const SIDE_ZONE = ['rgba(59,130,246,0.20)', 'rgba(239,68,68,0.20)', 'rgba(34,197,94,0.20)', 'rgba(245,158,11,0.20)'] as const;
export const SIDE_ZONE_EDGE = ['rgba(147,197,253,0.9)', 'rgba(252,165,165,0.9)', 'rgba(134,239,172,0.9)', 'rgba(252,211,77,0.9)'] as const;

/** A seat's colour from one of the lists above (seats past the fourth reuse them in turn). */
export function ofSeat<T>(colours: readonly T[], seat: number): T {
  return colours[((seat % colours.length) + colours.length) % colours.length]!;
}

export const PROBLEM = '#facc15';
export const SELECTED = '#fbbf24';
export const OBJECTIVE = '#f5f5f4';
export const OBJECTIVE_BAD = '#f97316';

export const LOS_CLEAR = '#22c55e';
export const LOS_PARTIAL = '#eab308';
export const LOS_BLOCKED = '#ef4444';

/** Weapon range rings cycle through these so two weapons of one unit can be told apart. */
export const RANGE_COLOURS = ['#f59e0b', '#a855f7', '#06b6d4', '#84cc16'] as const;
export const MOVE_COLOUR = '#38bdf8';
export const ADVANCE_COLOUR = '#818cf8';
export const CHARGE_COLOUR = '#f472b6';
export const THREAT_COLOUR = '#fb7185';
export const ARC_COLOURS = { front: '#22c55e', left: '#eab308', right: '#eab308', rear: '#ef4444' } as const;
export const TAPE = '#fde047';

/** Reads a theme variable from the document (rulers follow light/dark). */
export function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}
