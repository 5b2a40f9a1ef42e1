/** A legal 1000-point Meridian Line army file, and a fresh library over fake-indexeddb for each test. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { TenfoldDb } from '../../../src-renderer/src/lib/db';
import { BUILT_IN } from '../../../src-renderer/src/armies/model/catalog';
import { armyCodec } from '../../../src-renderer/src/armies/model/kits';
import { LibraryStore } from '../../../src-renderer/src/armies/model/library-store';
import type { D10ArmyFile } from '../../support/content';

const unit = (uid: string, profile: string, models: number, options: string[] = []) => ({ uid, profile, models, options });

export function legalArmy(): D10ArmyFile {
  return {
    format: 'tenfold-army',
    version: 1,
    id: 'fixture',
    name: 'Meridian 1000',
    pointsLimit: 1000,
    ruleset: 'd10-wargame',
    faction: 'meridian-line',
    units: [
      unit('u1', 'line-captain', 1, ['refractor-field']),
      unit('u2', 'line-squad', 10, ['light-autocannon']),
      unit('u3', 'line-squad', 10),
      unit('u4', 'levy-squad', 7, ['bayonets']),
      unit('u5', 'veteran-guard', 5, ['carapace-plate']),
      unit('u6', 'marksman-team', 3, ['special-ammunition']),
      unit('u7', 'bastion-tank', 1, ['lance-projector']),
      unit('u8', 'mortar-battery', 2),
      unit('u9', 'outrider-squadron', 4),
      unit('u10', 'strider-walker', 1),
    ],
  };
}

export async function freshLibrary(): Promise<{ db: TenfoldDb; store: LibraryStore }> {
  const db = new TenfoldDb(`armies-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.open();
  let n = 0;
  let clock = 1_000;
  const store = new LibraryStore(db, armyCodec(BUILT_IN), { newId: () => `id-${++n}`, now: () => ++clock });
  return { db, store };
}
