export interface Evidence {
  section: { key: string; title: string };
  quote: string;
  start: number;
  end: number;
  /** Set when the quote is from another filing (a 10-Q's risks followed to the latest 10-K). */
  source?: { accession: string; formType: '10-K' | '10-Q' };
}

export interface AnalysisItem {
  title: string;
  description: string;
  /** null only for the 'Analysis Output' item (unparseable model text, not verified). */
  evidence: Evidence | null;
  /** A risk factor quoted from a passage the prior year's 10-K did not have. */
  newThisYear?: true;
}

export interface ConversationStarter {
  text: string;
  evidence: Evidence;
}

export interface Analysis {
  keyInitiatives: AnalysisItem[];
  riskFactors: AnalysisItem[];
  positioningOpportunities: AnalysisItem[];
  conversationStarters: ConversationStarter[];
}

export type FilingType = '10-K' | '10-Q';

export interface AnalysisResponse {
  analysis: Analysis;
  usageTracked: boolean;
  id: string;
  cached: boolean;
  accession: string;
  productDescription: string;
  /** Signed address of the safe document view. */
  documentUrl: string;
}

export interface Usage {
  count: number;
  limit: number | null;
  remaining: number | null;
  isPro: boolean;
  limitReached: boolean;
  resetDateFormatted: string;
}
