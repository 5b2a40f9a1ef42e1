import { describe, expect, it } from 'vitest';
import { RecentMap, perList } from '../../../shared/core/memo';

describe('small caches', () => {
  it('converts a list once, and a new list again', () => {
    let calls = 0;
    const double = perList((n: number) => (calls++, n * 2));
    const list = [1, 2, 3];
    expect(double(list)).toEqual([2, 4, 6]);
    expect(double(list)).toBe(double(list));
    expect(calls).toBe(3);
    expect(double([1, 2, 3])).toEqual([2, 4, 6]);
    expect(calls).toBe(6);
  });

  it('keeps the most recently used entries and forgets the oldest', () => {
    const made: string[] = [];
    const map = new RecentMap<string, string>(2);
    const get = (k: string) => map.get(k, () => (made.push(k), k.toUpperCase()));
    expect([get('a'), get('b'), get('a')]).toEqual(['A', 'B', 'A']);
    get('c'); // forgets b, the one used longest ago
    get('a');
    get('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });
});
