/** The filings API's shapes and the periodic forms, from the contract the server validates with. */

export { PERIODIC_FORMS as FILING_TYPES } from '@contract/fields';
export type { SecFiling } from '@contract/filings';
