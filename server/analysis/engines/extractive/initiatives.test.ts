import { describe, expect, it } from 'vitest';
import { filingYear, isInitiativeSentence } from './initiatives.ts';

/** Sentences of the kinds issue 14 saw taken for initiatives, and real ones; the filing reports on 2025. */
describe('isInitiativeSentence', () => {
  it.each([
    'We are expanding our distribution network into Southeast Asia and plan to open three new facilities next year.',
    'We expect to continue to significantly invest in global content, particularly in original content.',
    'We plan to migrate our remaining data centers to the public cloud by the end of fiscal 2026.',
    'For fiscal 2026, we project capital expenditures of $22 billion, with a focus on technology and supply chain.',
  ])('takes something the company is doing now: %s', (sentence) => {
    expect(isInitiativeSentence(sentence, 2025)).toBe(true);
  });

  it.each([
    [
      'a mission statement',
      'Our mission is building a world where everyone can create, and we continue to invest in it.',
    ],
    [
      'litigation',
      'We continue to defend the class action lawsuits filed against us and expect to launch an appeal.',
    ],
    ['a stale acquisition', 'In 2020, we acquired Mellanox, which expanded our networking business.'],
    [
      'a product description',
      'The Company designs, develops and sells smartphones, and we continue to expand the range.',
    ],
    [
      'component sourcing',
      'We source components from single-source suppliers and expect to continue to do so.',
    ],
    ['history', 'Historically, we have invested billions of dollars to acquire complementary companies.'],
    [
      'an undated look back',
      'People thought we were crazy when we acquired YouTube and Android, but those efforts have matured.',
    ],
    [
      'a cross-reference',
      'For our plans to expand, see Note 19 of the Notes to Consolidated Financial Statements.',
    ],
  ])('leaves out %s', (_kind, sentence) => {
    expect(isInitiativeSentence(sentence, 2025)).toBe(false);
  });
});

describe('filingYear', () => {
  it('is the latest year the first pages name repeatedly', () => {
    const cover =
      'For the fiscal year ended December 31, 2024. Commission file 2024. As of 2024 shares outstanding; founded 1892. Compared with 2023 and 2023 and 2023.';
    expect(filingYear(cover)).toBe(2024);
    expect(filingYear('No years here.')).toBeNull();
  });
});
