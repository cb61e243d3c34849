import { describe, expect, it } from 'vitest';
import { profileProduct } from './query.ts';

const needs = (description: string) => profileProduct(description).concepts.map((c) => c.id);

describe('what a seller sells, read into the needs it serves', () => {
  it.each([
    ['Warehouse robotics and automated fulfilment systems', ['operations', 'ai', 'supply-chain']],
    ['Cloud data warehouse and analytics platform', ['data', 'cloud']],
    ['Endpoint security software for enterprises', ['cybersecurity']],
    ['ERP and financial close software for CFOs', ['cost']],
    ['Payroll and HR software', ['workforce']],
  ])('%s → %j', (description, expected) => {
    expect(needs(description)).toEqual(expected);
  });

  it('reads a word by its neighbour: a data warehouse is analytics, a warehouse robot is operations', () => {
    expect(needs('data warehouse')).toEqual(['data']);
    expect(needs('warehouse robots')).toEqual(['operations']);
  });

  it('understands nothing from words no need uses, and says so by an empty reading', () => {
    expect(needs('Premium artisanal coffee beans')).toEqual([]);
  });
});
