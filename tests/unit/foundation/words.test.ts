import { describe, expect, it } from 'vitest';
import { counted, eitherOf, unitsIn } from '../../../src-renderer/src/lib/words';

describe('counts and group names in plain English', () => {
  it('says "1 model" and "3 models", never "1 models"', () => {
    expect(counted(1, 'model')).toBe('1 model');
    expect(counted(3, 'model')).toBe('3 models');
    expect(counted(0, 'model')).toBe('0 models');
    expect(counted(2, 'die', 'dice')).toBe('2 dice');
  });

  it('names a category\'s units without doubling the word: "HQ units", but "units" for a category called Units', () => {
    expect(unitsIn('HQ')).toBe('HQ units');
    expect(unitsIn('Heavy Support')).toBe('Heavy Support units');
    expect(`No ${unitsIn('Units')} yet.`).toBe('No units yet.');
  });

  it('lists choices as a sentence: "A", "A or B", "A, B or C"', () => {
    expect(eitherOf([])).toBe('');
    expect(eitherOf(['the D10 Wargame'])).toBe('the D10 Wargame');
    expect(eitherOf(['the D10 Wargame', 'the Quality Wargame'])).toBe('the D10 Wargame or the Quality Wargame');
    expect(eitherOf(['A', 'B', 'C'])).toBe('A, B or C');
  });
});
