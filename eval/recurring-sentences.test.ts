import { describe, expect, it } from 'vitest';
import { recurringItems, remainderOf } from './recurring-sentences.ts';

describe('recurring sentences', () => {
  it('takes out what may repeat (seller, title, company) and the digits', () => {
    expect(
      remainderOf('Apple Inc. names cybersecurity in 2025: your endpoint security software helps.', [
        'Apple Inc.',
        'endpoint security software',
      ]),
    ).toBe('names cybersecurity in # your helps');
  });

  it("counts an item once when one of its sentences recurs in three companies' analyses, not in two", () => {
    const canned = (filing: string, company: string) => ({
      company,
      text: `Quoted fact of ${filing} only. ${company} is a way into the conversation about this need.`,
      strip: [company],
    });
    const two = recurringItems([canned('a', 'Apple'), canned('b', 'Nike')]);
    expect(two.recurring).toBe(0);
    const three = recurringItems([canned('a', 'Apple'), canned('b', 'Nike'), canned('c', 'Tesla')]);
    expect(three).toMatchObject({ total: 3, recurring: 3 });
    expect(three.examples[0]).toBe('3 companies: is a way into the conversation about this need');
  });
});
