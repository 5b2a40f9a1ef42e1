import { describe, expect, it } from 'vitest';
import type { ArmyRecord } from '../../../src-renderer/src/lib/db';
import { copyName, freshName, queryLibrary } from '../../../src-renderer/src/armies/model/library-query';

const record = (id: string, name: string, points: number, updatedAt: number, extra: Partial<ArmyRecord> = {}): ArmyRecord => ({
  id,
  name,
  ruleset: 'd10-wargame',
  faction: 'meridian-line',
  points,
  legal: true,
  file: '{}',
  updatedAt,
  ...extra,
});

const names = { faction: (r: ArmyRecord) => (r.faction === 'meridian-line' ? 'The Meridian Line' : 'Cinder Host'), ruleset: () => 'D10 Wargame' };

const records = [
  record('a', 'Iron Line', 995, 3),
  record('b', 'alpha strike', 500, 1, { faction: 'cinder-host', legal: false }),
  record('c', 'Army 10', 1500, 2),
  record('d', 'Army 9', 1000, 4),
];

describe('searching and sorting the library', () => {
  it('sorts by last change, name (numbers in order), points and faction', () => {
    expect(queryLibrary(records, '', 'recent', names).map((r) => r.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(queryLibrary(records, '', 'name', names).map((r) => r.name)).toEqual(['alpha strike', 'Army 9', 'Army 10', 'Iron Line']);
    expect(queryLibrary(records, '', 'points', names).map((r) => r.points)).toEqual([1500, 1000, 995, 500]);
    expect(queryLibrary(records, '', 'faction', names)[0]!.id).toBe('b');
  });

  it('finds armies by any word of name, faction or badge', () => {
    expect(queryLibrary(records, 'cinder', 'name', names).map((r) => r.id)).toEqual(['b']);
    expect(queryLibrary(records, 'illegal', 'name', names).map((r) => r.id)).toEqual(['b']);
    expect(queryLibrary(records, 'army meridian', 'name', names).map((r) => r.id)).toEqual(['d', 'c']);
    expect(queryLibrary(records, 'nothing like it', 'name', names)).toEqual([]);
  });

  it('names copies and new armies so no two share a name', () => {
    expect(copyName('Iron Line', ['Iron Line'])).toBe('Iron Line (copy)');
    expect(copyName('Iron Line (copy)', ['Iron Line', 'Iron Line (copy)'])).toBe('Iron Line (copy 2)');
    expect(freshName('New army', ['New army', 'New army 2'])).toBe('New army 3');
  });
});
