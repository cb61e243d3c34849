import type { ParsedFiling } from '#server/filings/index.ts';
import { fixtureFiling } from './fixture-filing.ts';

/** A miniature 10-K with a cybersecurity risk buried below unrelated ones, and a data-analytics initiative. */
export function sampleTenK(): ParsedFiling {
  return fixtureFiling('10-K', [
    {
      key: '1',
      title: 'Business',
      blocks: [
        {
          heading: 'Strategy',
          paragraphs: [
            'We continue to invest in cloud infrastructure and data analytics to modernize our retail operations, and we plan to expand our digital marketplace into new regions during the coming year.',
            'The Company designs, manufactures and markets consumer products worldwide through its retail stores, direct sales force and third-party resellers.',
          ],
        },
        {
          heading: 'Human Capital',
          paragraphs: [
            'We are focused on developing the skills of our employees through training programs, and we invest in tools that help our teams collaborate across locations.',
          ],
        },
      ],
    },
    {
      key: '1A',
      title: 'Risk Factors',
      blocks: [
        {
          heading:
            'Our business depends on the continued supply of components from a limited number of suppliers.',
          paragraphs: [
            'Many components are obtained from single or limited sources, and supply shortages could delay shipments and increase costs. Manufacturing is concentrated in a few regions.',
          ],
        },
        {
          heading: 'Changes in foreign exchange rates could reduce our reported revenue.',
          paragraphs: [
            'A majority of net sales come from outside the United States, and a stronger dollar reduces the value of those sales when translated. Hedging only partly offsets this exposure.',
          ],
        },
        {
          heading:
            'Security breaches, cyberattacks and unauthorized access to our systems could harm our reputation and business.',
          paragraphs: [
            'Our information systems and endpoint devices are targeted by ransomware, phishing and malware attacks from sophisticated threat actors. A breach could expose customer data and disrupt operations for an extended period.',
          ],
        },
        {
          heading: 'We may not be able to turn our growing volume of operating data into timely insight.',
          paragraphs: [
            'Our reporting and analytics systems consolidate data from many legacy databases, and delays in reporting could impair forecasting and inventory decisions across the business.',
          ],
        },
      ],
    },
    {
      key: '7',
      title: "Management's Discussion and Analysis",
      blocks: [
        {
          heading: 'Capital Expenditures',
          paragraphs: [
            'We expect to increase capital expenditures next year, with a focus on automation, supply chain technology and customer-facing digital initiatives.',
            'Net sales increased 4% to $1,234 million compared to $1,187 million in 2023, driven by higher volume.',
          ],
        },
      ],
    },
  ]);
}

/** A 10-Q whose risk factors only point back to the annual report. */
export function samplePointerTenQ(): ParsedFiling {
  return fixtureFiling('10-Q', [
    {
      key: 'I-2',
      title: "Management's Discussion and Analysis",
      blocks: [
        {
          paragraphs: [
            'We continue to invest in new retail locations and expect to launch an upgraded loyalty program later this year.',
          ],
        },
      ],
    },
    {
      key: 'II-1A',
      title: 'Risk Factors',
      kind: 'by reference',
      blocks: [
        {
          paragraphs: [
            'There have been no material changes to the risk factors disclosed in Part I, Item 1A of our Annual Report on Form 10-K for the fiscal year ended December 31, 2024.',
          ],
        },
      ],
    },
  ]);
}

/** A 10-Q with no Part II Item 1A at all: neither risk factors nor a pointer to the annual report. */
export function sampleTenQWithoutRisks(): ParsedFiling {
  const pointer = samplePointerTenQ();
  return fixtureFiling('10-Q', [
    {
      key: 'I-2',
      title: "Management's Discussion and Analysis",
      blocks: [{ paragraphs: [pointer.sections[0]!.paragraphs[0]!.text] }],
    },
  ]);
}

/** A 10-K whose MD&A is incorporated from its annual report to shareholders (Exhibit 13). */
export function sampleExhibitTenK(): ParsedFiling {
  const tenK = sampleTenK();
  return fixtureFiling('10-K', [
    {
      key: '1',
      title: 'Business',
      blocks: [
        {
          paragraphs: [
            'The Company designs, manufactures and markets consumer products worldwide through its retail stores and resellers.',
          ],
        },
      ],
    },
    {
      key: '1A',
      title: 'Risk Factors',
      blocks: tenK.sections
        .find((s) => s.key === '1A')!
        .subheadings.map((h) => ({ heading: h.text, paragraphs: [riskBody] })),
    },
    {
      key: '7',
      title: "Management's Discussion and Analysis",
      kind: 'by reference',
      pointsTo: 'exhibit',
      blocks: [
        {
          paragraphs: [
            'The information required by this item is incorporated herein by reference to the Annual Report to Shareholders filed as Exhibit 13.',
          ],
        },
      ],
    },
  ]);
}

const riskBody =
  'Our information systems and stores could be disrupted by attacks, outages or supply problems, and any disruption could reduce sales and harm our reputation for a long period.';

/** The Exhibit 13 of `sampleExhibitTenK`: its MD&A, with an initiative. */
export function sampleExhibit(): ParsedFiling {
  return fixtureFiling('10-K', [
    {
      key: '7',
      title: "Management's Discussion and Analysis",
      blocks: [
        {
          heading: 'Outlook',
          paragraphs: [
            'We are investing in cloud infrastructure and a new data analytics platform for our stores, and we plan to complete the migration next year.',
          ],
        },
      ],
    },
  ]);
}
