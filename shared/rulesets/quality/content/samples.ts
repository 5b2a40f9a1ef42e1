/**
 * Ready-made legal lists for both built-in armies at 500, 1000 and 1500 battle points
 * (QW.SCENARIO.BATTLE_POINTS). Tests prove each one legal; the app offers them as starting points
 * and games can load them.
 */
import { QualityArmyFile } from '../army-file';

type Row = [profile: string, models: number];

function quality(faction: string, name: string, limit: number, rows: Row[]): QualityArmyFile {
  return QualityArmyFile.parse({
    format: 'tenfold-army',
    version: 1,
    id: `${faction}-${limit}`,
    name,
    ruleset: 'quality',
    faction,
    pointsLimit: limit,
    units: rows.map(([profile, models], i) => ({ uid: `u${i + 1}`, profile, models })),
  });
}

const thornwall500: Row[] = [
  ['warden-captain', 1],
  ['militia-bows', 10],
  ['hedge-spears', 10],
  ['iron-wardens', 4],
  ['crossbow-marksmen', 4],
  ['border-riders', 3],
  ['siege-ballista', 1],
];
const thornwall1000: Row[] = [
  ['warden-captain', 1],
  ['militia-bows', 10],
  ['militia-bows', 10],
  ['militia-bows', 10],
  ['hedge-spears', 10],
  ['hedge-spears', 10],
  ['hedge-spears', 5],
  ['iron-wardens', 6],
  ['crossbow-marksmen', 6],
  ['border-riders', 5],
  ['siege-ballista', 1],
  ['siege-ballista', 1],
];
const thornwall1500: Row[] = [
  ['warden-captain', 1],
  ['warden-captain', 1],
  ...Array.from({ length: 4 }, (): Row => ['militia-bows', 10]),
  ...Array.from({ length: 3 }, (): Row => ['hedge-spears', 10]),
  ['iron-wardens', 6],
  ['iron-wardens', 6],
  ['crossbow-marksmen', 6],
  ['crossbow-marksmen', 6],
  ['border-riders', 5],
  ['border-riders', 5],
  ['siege-ballista', 1],
  ['siege-ballista', 1],
];

const gravemarch500: Row[] = [
  ['reaver-chief', 1],
  ['reaver-band', 10],
  ['thrall-mob', 12],
  ['barrow-guard', 4],
  ['sling-skirmishers', 8],
  ['moor-hounds', 6],
  ['bone-troll', 1],
];
const gravemarch1000: Row[] = [
  ['reaver-chief', 1],
  ['reaver-band', 10],
  ['reaver-band', 10],
  ['reaver-band', 10],
  ['thrall-mob', 12],
  ['thrall-mob', 12],
  ['barrow-guard', 6],
  ['barrow-guard', 6],
  ['sling-skirmishers', 8],
  ['moor-hounds', 6],
  ['bone-troll', 1],
  ['bone-troll', 1],
];
const gravemarch1500: Row[] = [
  ['reaver-chief', 1],
  ['reaver-chief', 1],
  ...Array.from({ length: 5 }, (): Row => ['reaver-band', 10]),
  ...Array.from({ length: 3 }, (): Row => ['thrall-mob', 12]),
  ['barrow-guard', 6],
  ['barrow-guard', 6],
  ['sling-skirmishers', 8],
  ['sling-skirmishers', 8],
  ['moor-hounds', 6],
  ['moor-hounds', 6],
  ['bone-troll', 1],
  ['bone-troll', 1],
  ['bone-troll', 1],
];

/** Sample lists by army id, at 500, 1000 and 1500 battle points. */
export const QUALITY_SAMPLES: Readonly<Record<string, readonly QualityArmyFile[]>> = {
  'thornwall-wardens': [
    quality('thornwall-wardens', 'Thornwall Wardens — Patrol', 500, thornwall500),
    quality('thornwall-wardens', 'Thornwall Wardens — Garrison', 1000, thornwall1000),
    quality('thornwall-wardens', 'Thornwall Wardens — Muster', 1500, thornwall1500),
  ],
  'gravemarch-reavers': [
    quality('gravemarch-reavers', 'Gravemarch Reavers — Raid', 500, gravemarch500),
    quality('gravemarch-reavers', 'Gravemarch Reavers — Warband', 1000, gravemarch1000),
    quality('gravemarch-reavers', 'Gravemarch Reavers — Host', 1500, gravemarch1500),
  ],
};
