/**
 * What each shared 8-K really contains, written down from reading the documents: its items in document order,
 * each item's first words and a plausible length (characters from heading to item end), the first sub-heading
 * where the item has one, and the exhibits Item 9.01 lists.
 */
export interface CurrentReportExpectation {
  accession: string;
  items: { key: string; firstWords: string; min: number; max: number; subheading?: string }[];
  exhibits: string[];
}

export const CURRENT_REPORT_EXPECTATIONS: CurrentReportExpectation[] = [
  {
    // A compensation plan under Item 5.02, with a table of the officers' target awards; the plan is Exhibit 10.1.
    accession: '0001045810-26-000024',
    items: [
      {
        key: '5.02',
        firstWords: 'Adoption of Fiscal Year 2027 Variable Compensation Plan',
        min: 1_500,
        max: 3_500,
        subheading: 'Adoption of Fiscal Year 2027 Variable Compensation Plan',
      },
      { key: '9.01', firstWords: '(d) Exhibits', min: 150, max: 500 },
    ],
    exhibits: ['10.1', '104'],
  },
  {
    // Earnings: Item 2.02 carries the non-GAAP explanations (with page numbers between them); the press release
    // itself is Exhibit 99.1.
    accession: '0000796343-23-000044',
    items: [
      {
        key: '2.02',
        firstWords: 'On March 15, 2023, Adobe Inc. (“Adobe”) issued a press release',
        min: 7_000,
        max: 13_000,
      },
      { key: '9.01', firstWords: '(d) Exhibits', min: 200, max: 600 },
    ],
    exhibits: ['99.1', '104'],
  },
  {
    // One paragraph under Item 8.01 announcing the Health Care spin-off; the press release is Exhibit 99.1.
    accession: '0000066740-24-000023',
    items: [
      {
        key: '8.01',
        firstWords: 'On March 8, 2024, 3M Company (“3M”) announced that its board of directors has approved',
        min: 600,
        max: 1_600,
      },
      { key: '9.01', firstWords: '(d) Exhibits', min: 150, max: 500 },
    ],
    exhibits: ['99.1', '104'],
  },
];
