/**
 * Ready-made legal lists for both built-in factions at 500, 1000 and 1500 points (D10.ARMY.LEVEL_500,
 * D10.ARMY.LEVEL_1000, D10.ARMY.LEVEL_1500). Tests prove each one legal; the app offers them as
 * starting points and games can load them.
 */
import { D10ArmyFile } from '../army-file';

type Row = [profile: string, models: number, options?: string[]];

function d10(faction: string, name: string, limit: number, rows: Row[]): D10ArmyFile {
  return D10ArmyFile.parse({
    format: 'tenfold-army',
    version: 1,
    id: `${faction}-${limit}`,
    name,
    ruleset: 'd10-wargame',
    faction,
    pointsLimit: limit,
    units: rows.map(([profile, models, options], i) => ({ uid: `u${i + 1}`, profile, models, options: options ?? [] })),
  });
}

const meridian500: Row[] = [
  ['line-captain', 1],
  ['line-squad', 10],
  ['line-squad', 10],
  ['veteran-guard', 5],
  ['mortar-battery', 2],
  ['pathfinder-squad', 5],
];
const meridian1000: Row[] = [
  ['line-captain', 1, ['refractor-field']],
  ['signal-marshal', 1],
  ['line-squad', 10, ['grenades']],
  ['line-squad', 10, ['grenades']],
  ['levy-squad', 10],
  ['veteran-guard', 6, ['fusion-carbines']],
  ['breacher-squad', 5],
  ['mortar-battery', 3],
  ['bastion-tank', 1],
];
const meridian1500: Row[] = [
  ['line-captain', 1, ['refractor-field', 'signal-relay']],
  ['signal-marshal', 1],
  ['line-squad', 10, ['grenades']],
  ['line-squad', 10, ['grenades']],
  ['line-squad', 10, ['light-autocannon']],
  ['levy-squad', 10],
  ['levy-squad', 10],
  ['veteran-guard', 6, ['fusion-carbines']],
  ['breacher-squad', 8],
  ['marksman-team', 3],
  ['mortar-battery', 3],
  ['bastion-tank', 1, ['smoke-dischargers']],
  ['outrider-squadron', 3],
  ['pathfinder-squad', 5],
];

const cinder500: Row[] = [
  ['cinder-warlord', 1],
  ['raider-mob', 10],
  ['raider-mob', 10],
  ['chrome-butchers', 4],
  ['howler-pack', 6],
  ['harpoon-crew', 2],
];
const cinder1000: Row[] = [
  ['cinder-warlord', 1, ['war-totem']],
  ['machine-shaman', 1],
  ['raider-mob', 10, ['grenades']],
  ['raider-mob', 10, ['grenades']],
  ['feral-brood', 10],
  ['chrome-butchers', 5, ['combat-stims']],
  ['spitter-clade', 5],
  ['scrap-colossus', 1],
  ['dust-riders', 3],
  ['howler-pack', 8],
];
const cinder1500: Row[] = [
  ['cinder-warlord', 1, ['war-totem']],
  ['machine-shaman', 1],
  ['raider-mob', 10, ['grenades']],
  ['raider-mob', 10, ['grenades']],
  ['raider-mob', 10, ['rot-thrower']],
  ['feral-brood', 10],
  ['feral-brood', 10],
  ['chrome-butchers', 5, ['combat-stims']],
  ['spitter-clade', 5],
  ['scrap-brutes', 3],
  ['scrap-colossus', 1, ['mag-lance']],
  ['harpoon-crew', 3],
  ['dust-riders', 6],
  ['howler-pack', 8],
];

/** Sample lists by faction id, at 500, 1000 and 1500 points. */
export const D10_SAMPLES: Readonly<Record<string, readonly D10ArmyFile[]>> = {
  'meridian-line': [
    d10('meridian-line', 'Meridian Line — Patrol', 500, meridian500),
    d10('meridian-line', 'Meridian Line — Regiment', 1000, meridian1000),
    d10('meridian-line', 'Meridian Line — Battle Group', 1500, meridian1500),
  ],
  'cinder-host': [
    d10('cinder-host', 'Cinder Host — Raiding Party', 500, cinder500),
    d10('cinder-host', 'Cinder Host — Warband', 1000, cinder1000),
    d10('cinder-host', 'Cinder Host — Horde', 1500, cinder1500),
  ],
};
