import { describe, expect, it } from 'vitest';
import { concepts } from './concepts.ts';
import { initiativeTitle } from './initiative-title.ts';
import { opportunityTitle } from './opportunities.ts';
import { quoteFacts, withFacts } from './quote-facts.ts';

const concept = (id: string) => concepts.find((c) => c.id === id)!;

/** Sentences from the shared filings: titles carry the company's own amounts, counts, names and dates. */
describe("titles with the company's own facts", () => {
  it('names the amount and the year of a spending plan (Walmart, FY2025 10-K)', () => {
    const quote =
      'For the fiscal year ending January 31, 2026 ("fiscal 2026"), we project capital expenditures will be approximately $21 billion to $25 billion, with a focus on technology, supply chain and customer-facing initiatives.';
    expect(quoteFacts(quote)).toMatchObject({ amounts: ['$21–25 billion'], date: 'fiscal 2026' });
    expect(withFacts(initiativeTitle(quote)!, quote)).toBe(
      'Spending on technology, supply chain and customer-facing initiatives: $21–25 billion, fiscal 2026',
    );
  });

  it('names the products and programmes the quote names (NVIDIA, Tesla, Walmart)', () => {
    const nvidia =
      'We build technology and introduce products for new and innovative use cases and applications such as our NVIDIA DGX Cloud services, Omniverse platform, LLMs, and generative AI models.';
    expect(withFacts(initiativeTitle(nvidia)!, nvidia)).toBe(
      'Building technology: NVIDIA DGX Cloud, Omniverse',
    );
    const walmart =
      'In recent years, we expanded our eCommerce and digital presence through acquisitions with our majority stakes in Flipkart and PhonePe in India.';
    expect(withFacts(initiativeTitle(walmart)!, walmart)).toBe(
      'Expanding eCommerce and digital presence: Flipkart and PhonePe, India',
    );
    const grace =
      'In 2023, we introduced our first data center CPU, Grace, built for giant-scale AI and high-performance computing.';
    expect(withFacts(initiativeTitle(grace)!, grace)).toBe('Introducing first data center CPU: Grace, 2023');
  });

  it('counts what the company counts, not durations or reporting dates', () => {
    const quote =
      'We continue to invest in supply chain automation and utilize a total of 164 distribution facilities which are located strategically throughout the U.S.';
    expect(quoteFacts(quote).counts).toEqual(['164 distribution facilities']);
    expect(quoteFacts('Over the past 5 years we grew.').counts).toEqual([]);
    expect(quoteFacts('Revenues for the years ended December 31, 2024 and 2023.').date).toBeNull();
    expect(opportunityTitle(concept('operations'), quote)).toBe(
      'Supply chain automation: 164 distribution facilities',
    );
  });

  it('leaves a title alone when the quote has no fact it does not already carry', () => {
    const quote = 'We launched our Earth-2 initiative to create a digital twin of the Earth.';
    expect(withFacts(initiativeTitle(quote)!, quote)).toBe('Launching Earth-2 initiative');
  });

  it("titles an opportunity with the filing's words for the need, run on to say whose (Alphabet, Coca-Cola)", () => {
    expect(
      opportunityTitle(
        concept('supply-chain'),
        'Some of the components we use in our technical infrastructure and our devices are available from only one or limited sources.',
      ),
    ).toBe('Components we use in our technical infrastructure');
    expect(
      opportunityTitle(
        concept('supply-chain'),
        'We and our bottling partners may not be able to maintain favorable arrangements and relationships with these suppliers.',
      ),
    ).toBe('Arrangements and relationships with these suppliers');
  });

  it('cuts the need words where they run on into a verb, keeping what they name (Coca-Cola, NVIDIA)', () => {
    expect(
      opportunityTitle(
        concept('cybersecurity'),
        'In addition, cybersecurity incidents could result in unauthorized or accidental access to or disclosure of material confidential information or regulated personal data.',
      ),
    ).toBe('Cybersecurity incidents');
    expect(
      opportunityTitle(
        concept('cloud'),
        'Networking revenue was $7.3 billion, up 98% from a year ago and up 46% sequentially, driven by the growth of NVLink compute fabric for GB200 and GB300 systems.',
      ),
    ).toBe('Networking revenue: $7.3 billion, NVLink, GB200 and GB300');
  });
});
