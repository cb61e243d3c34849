import type { Company } from '../api/types';

/** 'industry • sector • exchange', skipping the parts a company lacks. */
export function companyMeta(company: Pick<Company, 'industry' | 'sector' | 'exchange'>): string {
  return [company.industry, company.sector, company.exchange].filter(Boolean).join(' • ');
}
