/**
 * Ready-made legal lists of both factions of "Hearth and Tide" at 100, 150 (the book's standard
 * game, BF.FORCE.STANDARD_150) and 200 points, in the army-file format of army.ts. Tests prove each
 * one legal at its size.
 */
import { BfArmyFile } from '../army';

type Row = [profile: string, models: number, extra?: { options?: string[]; detachment?: string; specialty?: string }];

function list(faction: string, name: string, limit: number, detachments: { id: string; organisation: string }[], rows: Row[], focus?: string): BfArmyFile {
  return BfArmyFile.parse({
    format: 'tenfold-army',
    version: 1,
    id: `${faction}-${limit}`,
    name,
    ruleset: 'battle-forge',
    faction,
    pointsLimit: limit,
    ...(focus ? { focus } : {}),
    detachments,
    units: rows.map(([profile, models, extra], i) => ({ uid: `u${i + 1}`, profile, models, options: extra?.options ?? [], ...(extra?.detachment ? { detachment: extra.detachment } : {}), ...(extra?.specialty ? { specialty: extra.specialty } : {}) })),
  });
}

const patrol = [{ id: 'main', organisation: 'patrol' }];
const company = [{ id: 'main', organisation: 'battle-company' }];

export const BF_SAMPLES: Readonly<Record<string, readonly BfArmyFile[]>> = {
  'thornwall-march': [
    list('thornwall-march', 'Wardens of the March (100)', 100, patrol, [
      ['warden-captain', 1],
      ['hedge-wardens', 5, { options: ['volley-gun'] }],
      ['pike-wall', 6],
      ['gorsewood-scouts', 4],
      ['stone-sisters', 3, { specialty: 'stillwater' }],
    ]),
    list(
      'thornwall-march',
      'The Long Watch (150)',
      150,
      company,
      [
        ['old-maud', 1],
        ['hedge-wardens', 10, { options: ['more-wardens'] }],
        ['wall-veterans', 5],
        ['stone-sisters', 3, { specialty: 'stillwater' }],
        ['gorsewood-scouts', 4],
        ['bellows-mortar', 3],
      ],
      'long-watch',
    ),
    list('thornwall-march', 'Muster of the Hedge (200)', 200, company, [
      ['warden-captain', 1, { options: ['old-thunder'] }],
      ['hedge-wardens', 10, { options: ['more-wardens'] }],
      ['hedge-wardens', 5, { options: ['volley-gun'] }],
      ['pike-wall', 6],
      ['stone-sisters', 3, { specialty: 'stillwater' }],
      ['gorsewood-scouts', 4],
      ['bramble-riders', 3],
      ['ironbark-walker', 1],
    ]),
  ],
  'saltmarrow-reavers': [
    list('saltmarrow-reavers', 'Shore Party (100)', 100, patrol, [
      ['reaver-chief', 1],
      ['deck-reavers', 6],
      ['deck-reavers', 6, { options: ['boarding-axes'] }],
      ['shellback-guard', 4],
      ['brine-hounds', 4],
    ]),
    list('saltmarrow-reavers', 'The Admiral Returns (150)', 150, company, [
      ['drowned-admiral', 1, { specialty: 'emberlore' }],
      ['deck-reavers', 10, { options: ['more-reavers'] }],
      ['deck-reavers', 6],
      ['shellback-guard', 4],
      ['tide-caller', 3, { specialty: 'stillwater' }],
      ['brine-hounds', 4],
      ['harpoon-crew', 3],
    ]),
    list(
      'saltmarrow-reavers',
      'Raiding Fleet (200)',
      200,
      [
        { id: 'main', organisation: 'battle-company' },
        { id: 'ahead', organisation: 'vanguard' },
      ],
      [
        ['reaver-chief', 1, { options: ['tidebreaker'], detachment: 'main' }],
        ['deck-reavers', 10, { options: ['more-reavers'], detachment: 'main' }],
        ['deck-reavers', 6, { options: ['boarding-axes'], detachment: 'main' }],
        ['shellback-guard', 4, { detachment: 'main' }],
        ['tide-caller', 3, { specialty: 'emberlore', detachment: 'main' }],
        ['wrack-golem', 1, { detachment: 'main' }],
        ['harpoon-crew', 3, { detachment: 'main' }],
        ['ash-gulls', 3, { detachment: 'ahead' }],
        ['brine-hounds', 4, { detachment: 'ahead' }],
      ],
    ),
  ],
};
