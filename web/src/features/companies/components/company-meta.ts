import type { Company } from '../api/types';

/** The catalogue stores 'Unknown' where no source classified a company: shown as nothing, never as a word. */
export function knownClassification(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text && text !== 'Unknown' ? text : undefined;
}

/** 'industry • sector • exchange', skipping the parts a company lacks. */
export function companyMeta(company: Pick<Company, 'industry' | 'sector' | 'exchange'>): string {
  return [knownClassification(company.industry), knownClassification(company.sector), company.exchange]
    .filter(Boolean)
    .join(' • ');
}
