/** The analysis API's shapes and the periodic forms, from the contract the server validates with. */
export type {
  Analysis,
  AnalysisItem,
  AnalysisRequest,
  AnalysisResponse,
  EmptyReason,
  Evidence,
  Usage,
} from '@contract/analysis';
