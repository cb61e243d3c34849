import type { PeriodicForm } from '../contract/fields.ts';
import type { MissingSection, ReferenceTarget } from '../server/filings/sections/types.ts';

/**
 * What each shared EDGAR filing really contains, written down from reading the documents (not from the
 * extractor's output). `found` is the exact set of sections; `checks` give each key's first words and a plausible
 * length range (characters from heading to section end); `riskTitles` are prefixes of the first risk-factor
 * titles in document order.
 */
export interface FilingExpectation {
  accession: string;
  form: PeriodicForm;
  /** Sections with content; by-reference sections are listed in `byReference` and are found too. */
  found: string[];
  missing: Record<string, MissingSection['reason']>;
  /** Items that only point elsewhere, and where to. */
  byReference: Record<string, ReferenceTarget>;
  checks: Record<string, { firstWords: string; min: number; max: number }>;
  riskTitles: string[];
  /** Headings that group risk factors and must not be taken for risk titles. */
  riskGroups?: string[];
}

const K_PART_I_II = ['1', '1A', '1B', '1C', '2', '3', '4', '5', '6', '7', '7A', '8', '9', '9A', '9B', '9C'];
const PROXY_PART_III = { '10': 'proxy statement', '11': 'proxy statement' } as const;
const PROXY_12_14 = { '12': 'proxy statement', '13': 'proxy statement', '14': 'proxy statement' } as const;
const NOTES = 'this report';
const without = (keys: string[], ...drop: string[]) => keys.filter((k) => !drop.includes(k));
const check = (firstWords: string, min: number, max: number) => ({ firstWords, min, max });

export const EXPECTATIONS: FilingExpectation[] = [
  {
    accession: '0000320193-24-000123',
    form: '10-K',
    found: [...K_PART_I_II, '15', '16'],
    missing: {},
    byReference: { ...PROXY_PART_III, ...PROXY_12_14 },
    checks: {
      '1': check('Company Background', 10_000, 25_000),
      '1A': check('The Company’s business, reputation, results of operations', 50_000, 90_000),
      '1B': check('None.', 10, 200),
      '1C': check(
        'The Company’s management, led by its Head of Corporate Information Security',
        1_500,
        5_000,
      ),
      '7': check('The following discussion should be read in conjunction with', 10_000, 25_000),
      '7A': check('The Company is exposed to economic risk from interest rates', 1_500, 6_000),
      '8': check('Index to Consolidated Financial Statements', 40_000, 90_000),
    },
    riskTitles: [
      'The Company’s operations and performance depend significantly on global and regional economic conditions',
      'The Company’s business can be impacted by political events, trade and other international disputes',
      'Global markets for the Company’s products and services are highly competitive',
    ],
    riskGroups: ['Macroeconomic and Industry Risks', 'Business Risks'],
  },
  {
    accession: '0000320193-25-000057',
    form: '10-Q',
    found: ['I-1', 'I-2', 'I-3', 'I-4', 'II-1', 'II-1A', 'II-2', 'II-3', 'II-4', 'II-5', 'II-6'],
    missing: {},
    byReference: {},
    checks: {
      'I-1': check('CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited)', 15_000, 40_000),
      'I-2': check('This Item and other sections of this Quarterly Report on Form 10-Q', 12_000, 35_000),
      'II-1A': check('The Company’s business, reputation, results of operations', 8_000, 20_000),
    },
    riskTitles: [
      'The Company’s business can be impacted by political events',
      'The Company expects its quarterly net sales and results of operations to fluctuate.',
      'Varied stakeholder expectations about social and other issues',
    ],
  },
  {
    // Part II Item 1A only points back to the 10-K and the earlier 10-Qs: no new risk factors to title.
    accession: '0000320193-25-000073',
    form: '10-Q',
    found: ['I-1', 'I-2', 'I-3', 'I-4', 'II-1', 'II-1A', 'II-2', 'II-3', 'II-4', 'II-5', 'II-6'],
    missing: {},
    byReference: { 'II-1A': 'annual report' },
    checks: {
      'I-1': check('CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited)', 15_000, 40_000),
      'I-2': check('This Item and other sections of this Quarterly Report on Form 10-Q', 12_000, 35_000),
      'II-1A': check('The Company’s business, reputation, results of operations', 500, 2_000),
    },
    riskTitles: [],
  },
  {
    // "ITEM X. INFORMATION ABOUT OUR EXECUTIVE OFFICERS" follows Item 4 and must not be part of it.
    accession: '0000021344-25-000011',
    form: '10-K',
    found: [...K_PART_I_II, '15', '16'],
    missing: {},
    byReference: { ...PROXY_PART_III, ...PROXY_12_14 },
    checks: {
      '1': check('In this report, the terms “The Coca-Cola Company,”', 35_000, 75_000),
      '1A': check('In addition to the other information set forth in this report', 60_000, 120_000),
      '1C': check('Cybersecurity Risk Management and Strategy', 4_000, 12_000),
      '4': check('Not applicable.', 10, 200),
      '7': check('The following Management’s Discussion and Analysis', 80_000, 150_000),
      '8': check('Table of Contents', 150_000, 300_000),
    },
    riskTitles: [
      'Unfavorable general economic and geopolitical conditions could negatively impact our financial results.',
      'Increased competition could hurt our business.',
      'If we are not successful in our innovation activities',
    ],
  },
  {
    // No Part II Items 3 and 4 at all: the filer leaves them out.
    accession: '0000021344-25-000061',
    form: '10-Q',
    found: ['I-1', 'I-2', 'I-3', 'I-4', 'II-1', 'II-1A', 'II-2', 'II-5', 'II-6'],
    missing: {},
    byReference: { 'II-1A': 'annual report' },
    checks: {
      'I-1': check('CONSOLIDATED STATEMENTS OF INCOME', 70_000, 140_000),
      'I-2': check('When used in this report, the terms', 50_000, 110_000),
      'II-1A': check('In addition to the other information set forth in this report', 300, 1_500),
    },
    riskTitles: [],
  },
  {
    // Headings are 22pt but not bold; every page repeats a "Table of Contents" link and a "2025 FORM 10-K n" footer.
    accession: '0000320187-25-000047',
    form: '10-K',
    found: [...K_PART_I_II, '15', '16'],
    missing: {},
    byReference: { ...PROXY_PART_III, ...PROXY_12_14 },
    checks: {
      '1': check('GENERAL', 25_000, 55_000),
      '1A': check('Special Note Regarding Forward-Looking Statements and Analyst Reports', 70_000, 130_000),
      '7': check('OVERVIEW', 50_000, 100_000),
      '8': check('Management of NIKE, Inc. is responsible', 80_000, 160_000),
    },
    riskTitles: [
      'Global economic conditions have in the past had and could in the future have a material adverse effect',
      'Our products, services and experiences face intense competition.',
      'Economic factors beyond our control',
    ],
    riskGroups: [
      'Special Note Regarding Forward-Looking Statements and Analyst Reports',
      'Economic and Industry Risks',
    ],
  },
  {
    // Body headings are one-row tables ("ITEM 1A. | RISK FACTORS"); "ITEM 6. RESERVED" is followed by a page number.
    accession: '0000104169-25-000021',
    form: '10-K',
    found: [...K_PART_I_II, '10', '15', '16'],
    missing: {},
    byReference: { '11': 'proxy statement', ...PROXY_12_14 },
    checks: {
      '1': check('General', 28_000, 55_000),
      '1A': check('The risks described below could, in ways we may or may not be able to', 70_000, 130_000),
      '7': check('Overview', 40_000, 80_000),
      '8': check('Consolidated Financial Statements of Walmart Inc.', 80_000, 150_000),
    },
    riskTitles: [
      'Failure to successfully execute our omni-channel strategy',
      'If we do not timely identify or effectively respond to consumer trends',
      'We face strong competition from other retailers',
    ],
    riskGroups: ['Strategic Risks'],
  },
  {
    accession: '0000950170-24-104905',
    form: '10-Q',
    found: ['I-1', 'I-2', 'I-3', 'I-4', 'II-1A', 'II-2', 'II-6'],
    missing: {},
    byReference: { 'II-1A': 'annual report', 'II-1': NOTES },
    checks: {
      'I-1': check('CONDENSED CONSOLIDATED BALANCE SHEETS', 35_000, 75_000),
      'I-2': check('We begin Management’s Discussion and Analysis', 40_000, 85_000),
      'II-1A': check('In addition to the other information set forth in this Quarterly Report', 300, 1_500),
    },
    riskTitles: [],
  },
  {
    accession: '0001628280-25-003063',
    form: '10-K',
    found: [...without(K_PART_I_II, '3'), '15', '16'],
    missing: {},
    byReference: { '3': NOTES, ...PROXY_PART_III, ...PROXY_12_14 },
    checks: {
      '1': check('Overview', 35_000, 70_000),
      '1A': check('You should carefully consider the risks described below', 55_000, 110_000),
      '7': check('The following discussion and analysis should be read', 35_000, 70_000),
      '8': check('Index to Consolidated Financial Statements', 100_000, 200_000),
    },
    riskTitles: [
      'We may experience delays in launching and ramping the production of our products and features',
      'Our suppliers may fail to deliver components',
      'We may be unable to meet our projected construction timelines',
    ],
    riskGroups: ['Risks Related to Our Ability to Grow Our Business'],
  },
  {
    // Item 6 says "See Index to Exhibits" and the index follows: that is content, not a pointer.
    accession: '0001628280-25-035806',
    form: '10-Q',
    found: ['I-1', 'I-2', 'I-3', 'I-4', 'II-1A', 'II-2', 'II-3', 'II-4', 'II-5', 'II-6'],
    missing: {},
    byReference: { 'II-1': NOTES },
    checks: {
      'I-1': check('Consolidated Balance Sheets', 45_000, 90_000),
      'I-2': check('The following discussion and analysis should be read', 25_000, 50_000),
      'II-1A': check('Our operations and financial results are subject to various risks', 2_000, 6_000),
    },
    riskTitles: [
      'Demand for our products and services and our financial results may be impacted by the status',
    ],
  },
  {
    // Item 8 only points to the statements, which sit inside Item 15.
    accession: '0001045810-25-000023',
    form: '10-K',
    found: [...without(K_PART_I_II, '3'), '10', '15', '16'],
    missing: {},
    byReference: { '3': NOTES, '11': 'proxy statement', ...PROXY_12_14 },
    checks: {
      '1': check('Our Company', 40_000, 75_000),
      '1A': check('The following risk factors should be considered in addition', 80_000, 140_000),
      '7': check('The following discussion and analysis of our financial condition', 25_000, 55_000),
      '8': check('Report of Independent Registered Public Accounting Firm', 70_000, 140_000),
      '15': check('Page', 200, 3_000),
    },
    riskTitles: [
      'Failure to meet the evolving needs of our industry and markets may adversely impact our financial results.',
      'Competition could adversely impact our market share and financial results.',
      'Long manufacturing lead times and uncertain supply and component availability',
    ],
    riskGroups: ['Risks Related to Our Industry and Markets'],
  },
  {
    accession: '0001045810-25-000209',
    form: '10-Q',
    found: ['I-1', 'I-2', 'I-3', 'I-4', 'II-1A', 'II-2', 'II-5', 'II-6'],
    missing: {},
    byReference: { 'II-1': NOTES },
    checks: {
      'I-1': check('Condensed Consolidated Statements of Income', 35_000, 75_000),
      'I-2': check('Forward-Looking Statements', 20_000, 45_000),
      'II-1A': check(
        'Other than the risk factors listed below, there have been no material changes',
        20_000,
        40_000,
      ),
    },
    riskTitles: [
      'We may not be able to realize the potential benefits of business investments or acquisitions',
      'We are subject to complex laws, rules, regulations, and political and other actions',
    ],
  },
  {
    // Item 8 points to statements placed after Item 16; Item 16 itself is just "None.".
    accession: '0001065280-25-000044',
    form: '10-K',
    found: [...without(K_PART_I_II, '3'), '15', '16'],
    missing: {},
    byReference: { '3': NOTES, ...PROXY_PART_III, ...PROXY_12_14 },
    checks: {
      '1': check('ABOUT US', 7_000, 16_000),
      '1A': check('If any of the following risks actually occur', 50_000, 95_000),
      '7': check('This section of this Form 10-K generally discusses 2024 and 2023 items', 25_000, 45_000),
      '8': check('INDEX TO FINANCIAL STATEMENTS', 60_000, 120_000),
      '16': check('None.', 10, 300),
    },
    riskTitles: [
      'If our efforts to attract and retain members are not successful, our business will be adversely affected.',
      'If we do not continuously provide value to our members',
      'Changes in competitive offerings for entertainment video could adversely impact our business.',
    ],
    riskGroups: ['Risks Related to Our Business'],
  },
  {
    // No "Item 1" heading in the body: the statements follow the table of contents, which links to them.
    accession: '0001065280-25-000323',
    form: '10-Q',
    found: ['I-1', 'I-2', 'I-3', 'I-4', 'II-1A', 'II-2', 'II-5', 'II-6'],
    missing: {},
    byReference: { 'II-1A': 'annual report', 'II-1': NOTES },
    checks: {
      'I-1': check('Consolidated Statements of Operations', 40_000, 75_000),
      'I-2': check('Forward-Looking Statements', 25_000, 50_000),
      'II-1A': check('There have been no material changes from the risk factors', 100, 600),
    },
    riskTitles: [],
  },
  {
    // Headings run the number into the title ("ITEM 1A.RISK FACTORS"); risk titles are two sentences long.
    accession: '0001652044-25-000014',
    form: '10-K',
    found: [...without(K_PART_I_II, '3'), '15', '16'],
    missing: {},
    byReference: { '3': NOTES, ...PROXY_PART_III, ...PROXY_12_14 },
    checks: {
      '1': check('Overview', 20_000, 45_000),
      '1A': check(
        'Our operations and financial results are subject to various risks and uncertainties',
        60_000,
        110_000,
      ),
      '7': check('Please read the following discussion and analysis', 40_000, 80_000),
      '8': check('INDEX TO CONSOLIDATED FINANCIAL STATEMENTS', 90_000, 170_000),
    },
    riskTitles: [
      'We generate a significant portion of our revenues from advertising.',
      'We face intense competition.',
      'Our ongoing investment in new businesses, products, services, and technologies is inherently risky',
    ],
    riskGroups: ['Risks Specific to our Company'],
  },
  {
    // Same layout as FY2024; only Item 1A's opening sentence is reworded ("The following summarizes…").
    accession: '0000320193-25-000079',
    form: '10-K',
    found: [...K_PART_I_II, '15', '16'],
    missing: {},
    byReference: { ...PROXY_PART_III, ...PROXY_12_14 },
    checks: {
      '1': check('Company Background', 10_000, 25_000),
      '1A': check(
        'The following summarizes factors that could have a material adverse effect',
        50_000,
        90_000,
      ),
      '1B': check('None.', 10, 200),
      '1C': check(
        'The Company’s management, led by its Head of Corporate Information Security',
        1_500,
        5_000,
      ),
      '7': check('The following discussion should be read in conjunction with', 10_000, 25_000),
      '7A': check('The Company is exposed to economic risk from interest rates', 1_500, 6_000),
      '8': check('Index to Consolidated Financial Statements', 40_000, 90_000),
    },
    riskTitles: [
      'The Company’s operations and performance depend significantly on global and regional economic conditions',
      'The Company’s business can be impacted by political events, trade and other international disputes',
      'Global markets for the Company’s products and services are highly competitive',
    ],
    riskGroups: [
      'Macroeconomic and Industry Risks',
      'Business Risks',
      'Legal and Regulatory Compliance Risks',
    ],
  },
  {
    // As in FY2024, "ITEM X. INFORMATION ABOUT OUR EXECUTIVE OFFICERS" follows Item 4 and is not part of it;
    // the risk groups are written in capitals.
    accession: '0000021344-24-000009',
    form: '10-K',
    found: [...K_PART_I_II, '15', '16'],
    missing: {},
    byReference: { ...PROXY_PART_III, ...PROXY_12_14 },
    checks: {
      '1': check('In this report, the terms “The Coca-Cola Company,”', 35_000, 75_000),
      '1A': check('In addition to the other information set forth in this report', 60_000, 120_000),
      '1C': check('Cybersecurity Risk Management and Strategy', 4_000, 12_000),
      '4': check('Not applicable.', 10, 200),
      '7': check('The following Management’s Discussion and Analysis', 80_000, 150_000),
      '8': check('Table of Contents', 150_000, 300_000),
    },
    riskTitles: [
      'Unfavorable general economic and geopolitical conditions could negatively impact our financial results.',
      'Increased competition could hurt our business.',
      'If we are not successful in our innovation activities',
    ],
    riskGroups: ['RISKS RELATED TO OUR OPERATIONS', 'RISKS RELATED TO CYBERSECURITY AND DATA PRIVACY'],
  },
  {
    // Same one-row-table headings as FY2025; Item 10 has a statement of its own besides its pointers.
    accession: '0000104169-24-000056',
    form: '10-K',
    found: [...K_PART_I_II, '10', '15', '16'],
    missing: {},
    byReference: { '11': 'proxy statement', ...PROXY_12_14 },
    checks: {
      '1': check('General', 28_000, 65_000),
      '1A': check('The risks described below could, in ways we may or may not be able to', 60_000, 130_000),
      '7': check('Overview', 40_000, 85_000),
      '8': check('Consolidated Financial Statements of Walmart Inc.', 80_000, 150_000),
    },
    riskTitles: [
      'Failure to successfully execute our omni-channel strategy',
      'If we do not timely identify or effectively respond to consumer trends',
      'We face strong competition from other retailers',
    ],
    riskGroups: ['Strategic Risks', 'Operational Risks'],
  },
  {
    // As in FY2025, Item 8 only points to the statements inside Item 15. A bulleted risk summary under the
    // same group headings comes first; its bullets word the risks differently from the titles that follow.
    accession: '0001045810-24-000029',
    form: '10-K',
    found: [...without(K_PART_I_II, '3'), '10', '15', '16'],
    missing: {},
    byReference: { '3': NOTES, '11': 'proxy statement', ...PROXY_12_14 },
    checks: {
      '1': check('Our Company', 35_000, 75_000),
      '1A': check('The following risk factors should be considered in addition', 80_000, 140_000),
      '7': check('The following discussion and analysis of our financial condition', 25_000, 55_000),
      '8': check('Report of Independent Registered Public Accounting Firm', 70_000, 140_000),
      '15': check('Page', 200, 3_000),
    },
    riskTitles: [
      'Failure to meet the evolving needs of our industry and markets may adversely impact our financial results.',
      'Competition could adversely impact our market share and financial results.',
      'Failure to estimate customer demand accurately',
    ],
    riskGroups: ['Risk Factors Summary', 'Risks Related to Our Industry and Markets'],
  },
  {
    // Unlike FY2024, Item 3 is content: after pointing to Note 15 it discloses an environmental matter
    // (Regulation S-K Item 103).
    accession: '0001628280-24-002390',
    form: '10-K',
    found: [...K_PART_I_II, '15', '16'],
    missing: {},
    byReference: { ...PROXY_PART_III, ...PROXY_12_14 },
    checks: {
      '1': check('Overview', 30_000, 65_000),
      '1A': check('You should carefully consider the risks described below', 55_000, 110_000),
      '3': check('For a description of our material pending legal proceedings', 500, 3_000),
      '7': check('The following discussion and analysis should be read', 35_000, 70_000),
      '8': check('Index to Consolidated Financial Statements', 100_000, 220_000),
    },
    riskTitles: [
      'We may experience delays in launching and ramping the production of our products and features',
      'Our suppliers may fail to deliver components',
      'We may be unable to meet our projected construction timelines',
    ],
    riskGroups: ['Risks Related to Our Ability to Grow Our Business', 'Risks Related to Our Operations'],
  },
  {
    // Same run-together headings ("ITEM 1A.RISK FACTORS") and two-sentence risk titles as FY2024.
    accession: '0001652044-24-000022',
    form: '10-K',
    found: [...without(K_PART_I_II, '3'), '15', '16'],
    missing: {},
    byReference: { '3': NOTES, ...PROXY_PART_III, ...PROXY_12_14 },
    checks: {
      '1': check('Overview', 20_000, 45_000),
      '1A': check(
        'Our operations and financial results are subject to various risks and uncertainties',
        55_000,
        110_000,
      ),
      '7': check('Please read the following discussion and analysis', 40_000, 85_000),
      '8': check('INDEX TO CONSOLIDATED FINANCIAL STATEMENTS', 90_000, 170_000),
    },
    riskTitles: [
      'We generate a significant portion of our revenues from advertising.',
      'We face intense competition.',
      'Our ongoing investment in new businesses, products, services, and technologies is inherently risky',
    ],
    riskGroups: ['Risks Specific to our Company', 'Risks Related to our Industry'],
  },
  {
    // Same look as FY2025: risk titles share the orange bold of the preamble and "Risk Factors" headings;
    // the groups are larger and grey.
    accession: '0000320187-24-000044',
    form: '10-K',
    found: [...K_PART_I_II, '15', '16'],
    missing: {},
    byReference: { ...PROXY_PART_III, ...PROXY_12_14 },
    checks: {
      '1': check('GENERAL', 25_000, 55_000),
      '1A': check('Special Note Regarding Forward-Looking Statements and Analyst Reports', 70_000, 130_000),
      '7': check('OVERVIEW', 50_000, 100_000),
      '8': check('Management of NIKE, Inc. is responsible', 80_000, 160_000),
    },
    riskTitles: [
      'Global economic conditions could have a material adverse effect',
      'Our products, services and experiences face intense competition.',
      'Economic factors beyond our control',
    ],
    riskGroups: [
      'Special Note Regarding Forward-Looking Statements and Analyst Reports',
      'Risk Factors',
      'Economic and Industry Risks',
    ],
  },
];
