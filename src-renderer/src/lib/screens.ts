/** The screens of the app frame, in navigation order, with their keyboard shortcut. */
export const SCREENS = [
  { id: 'armies', title: 'Armies', keys: 'Mod+1' },
  { id: 'table', title: 'Table', keys: 'Mod+2' },
  { id: 'play', title: 'Play', keys: 'Mod+3' },
  { id: 'odds', title: 'Odds', keys: 'Mod+4' },
  { id: 'rules', title: 'Rules', keys: 'Mod+5' },
  { id: 'settings', title: 'Settings', keys: 'Mod+6' },
] as const;

export type ScreenId = (typeof SCREENS)[number]['id'];

export function screenFromHash(hash: string): ScreenId {
  const id = hash.replace(/^#\/?/, '').split('/')[0];
  return SCREENS.find((s) => s.id === id)?.id ?? 'armies';
}
