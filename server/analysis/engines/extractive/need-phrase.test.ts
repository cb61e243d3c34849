import { describe, expect, it } from 'vitest';
import { concepts } from './concepts.ts';
import { needPhrase } from './need-phrase.ts';
import { profileProduct } from './query.ts';
import { relevanceSentence } from './relevance.ts';

const concept = (id: string) => concepts.find((c) => c.id === id)!;

describe("the filing's own words for a need", () => {
  it.each([
    [
      'cybersecurity',
      'The security the Company has implemented may not be sufficient and is vulnerable to hacking, ransomware attacks, employee error, malfeasance or system error.',
      'hacking, ransomware attacks, employee error',
    ],
    [
      'supply-chain',
      'We continue to invest in supply chain automation to improve productivity across our distribution centers.',
      'supply chain automation',
    ],
    [
      'compliance',
      'We are subject to laws, rules and regulations relating to privacy and the collection of personal information.',
      'laws, rules and regulations',
    ],
    // One word says nothing of the company: the words before it that qualify it come along.
    [
      'cloud',
      'Our business depends on information technology systems of third parties.',
      'information technology systems',
    ],
  ])('%s: %s → %s', (id, quote, phrase) => {
    expect(needPhrase(quote, concept(id))).toBe(phrase);
  });

  it('is null when the quote names no word of the need', () => {
    expect(needPhrase('Net sales rose 4% on iPhone demand.', concept('cybersecurity'))).toBeNull();
  });
});

describe('why an item matters to this seller', () => {
  const quote = 'Our systems are vulnerable to hacking, ransomware attacks and employee error.';
  const subject = { kind: 'risk' as const, company: 'Acme Corp', quote };

  it("names the company's words and the seller's part, reading well whatever the product's grammatical number", () => {
    const robots = profileProduct('Warehouse robotics and automated fulfilment systems');
    const security = profileProduct('Endpoint security software for enterprises');
    expect(relevanceSentence({ tier: 2, concept: concept('cybersecurity') }, security, subject)).toBe(
      'Acme Corp ties this risk to “hacking, ransomware attacks”: the exposure you reduce with your endpoint security software.',
    );
    expect(relevanceSentence({ tier: 1, concept: concept('cybersecurity') }, robots, subject)).toBe(
      '“Hacking, ransomware attacks” sits next to what you sell: ask how Acme Corp handles it today.',
    );
  });

  it('invents no bridge where the item names no need of the seller', () => {
    expect(relevanceSentence({ tier: 0, concept: null }, profileProduct('Payroll software'), subject)).toBe(
      '',
    );
  });
});
