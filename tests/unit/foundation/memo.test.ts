import { describe, expect, it } from 'vitest';
import { RecentMap, perList, perObjectAndKey } from '../../../shared/core/memo';

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

  it('keeps an answer per object and key, up to a number of keys per object', () => {
    let calls = 0;
    const ask = perObjectAndKey<object, number>(2);
    const a = {};
    const b = {};
    const work = (n: number) => () => (calls++, n);
    expect([ask(a, 'x', work(1)), ask(a, 'x', work(9)), ask(b, 'x', work(2))]).toEqual([1, 1, 2]);
    expect(calls).toBe(2);
    // A third key of `a` is past its limit: worked out every time, never kept.
    expect([ask(a, 'y', work(3)), ask(a, 'z', work(4)), ask(a, 'z', work(5))]).toEqual([3, 4, 5]);
    expect(calls).toBe(5);
  });
});
