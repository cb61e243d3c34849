import { describe, expect, it } from 'vitest';
import { stem, tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('drops stop words and stems plurals and verb forms alike', () => {
    expect(tokenize('We are investing in new data centers')).toEqual([
      'invest',
      'new',
      'data',
      stem('center'),
    ]);
    expect(stem('investments')).toBe(stem('invest'));
    expect(stem('attacks')).toBe(stem('attack'));
  });

  it('keeps financial "securities" apart from cybersecurity "security"', () => {
    expect(stem('securities')).not.toBe(stem('security'));
  });

  it('splits hyphenated words and also keeps them joined', () => {
    expect(tokenize('cyber-attacks')).toEqual(expect.arrayContaining(['cyberattack', 'cyber', 'attack']));
  });
});
