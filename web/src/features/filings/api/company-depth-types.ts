/** The company-depth API's shapes, from the contract the server validates its answers against. */
export type {
  CompanyEvent,
  CompanyEventsResponse,
  CompanyFilingsResponse,
  HistoryFiling,
} from '@contract/company-depth';
