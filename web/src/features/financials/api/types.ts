/** The Financials API's shapes, from the contract the server validates its answers against. */
export type {
  Figure,
  FinancialConcept,
  FinancialPeriod,
  FinancialsResponse,
} from '@contract/company-depth';
