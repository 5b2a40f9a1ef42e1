import { describe, expect, it } from 'vitest';
import { nextToDeploy } from '../../../shared/rulesets/d10-wargame/setup';

describe('whose turn it is to deploy', () => {
  it('D10.SETUP.DEPLOY_FIRST: the chosen player places the first unit', () => {
    expect(nextToDeploy(1, { done: [0, 0], total: [3, 3] })).toBe(1);
    expect(nextToDeploy(0, { done: [0, 0], total: [3, 3] })).toBe(0);
  });

  it('D10.SETUP.DEPLOY_ALTERNATE: the players alternate one unit at a time', () => {
    const order: number[] = [];
    const done: [number, number] = [0, 0];
    for (let side = nextToDeploy(1, { done, total: [3, 3] }); side !== null; side = nextToDeploy(1, { done, total: [3, 3] })) {
      order.push(side);
      done[side]++;
    }
    expect(order).toEqual([1, 0, 1, 0, 1, 0]);
  });

  it('D10.SETUP.DEPLOY_ALTERNATE: with uneven armies the larger one places its last units in a row', () => {
    const order: number[] = [];
    const done: [number, number] = [0, 0];
    const total: [number, number] = [5, 2];
    for (let side = nextToDeploy(0, { done, total }); side !== null; side = nextToDeploy(0, { done, total })) {
      order.push(side);
      done[side]++;
    }
    expect(order).toEqual([0, 1, 0, 1, 0, 0, 0]);
  });

  it('says nobody is left to deploy when both armies are placed', () => {
    expect(nextToDeploy(0, { done: [2, 2], total: [2, 2] })).toBeNull();
  });
});
