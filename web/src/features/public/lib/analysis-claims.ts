/**
 * What the public pages say about who writes an analysis. "AI" only when this server has a language model
 * configured (`aiAnalysis` in the public config); otherwise the evidence engine, described as what it is: it
 * extracts and ranks the filing's own sentences.
 */
export function analysisClaims(aiAnalysis: boolean) {
  return aiAnalysis
    ? {
        badge: 'AI sales intelligence from SEC filings',
        featureTitle: 'AI sales analysis',
        featureText:
          'A language model reads the filing for key initiatives, risk factors, positioning opportunities and conversation starters; every item is checked against a quote from the filing.',
        step: 'Describe what you sell once; a language model reads the filing for the initiatives and risks that matter to you.',
        source:
          'Company filings come straight from the SEC’s public EDGAR system. Analyses are written by a language model from the text of the filing you choose, tailored to what your company sells, and every item is tied to a quote from that filing.',
      }
    : {
        badge: 'Sales intelligence from SEC filings',
        featureTitle: 'Sales analysis, quoted from the filing',
        featureText:
          'Key initiatives, risk factors, positioning opportunities and conversation starters, each resting on a sentence of the filing you can click to see.',
        step: 'Describe what you sell once; 10Kai ranks the filing’s own sentences by what matters to you and quotes them.',
        source:
          'Company filings come straight from the SEC’s public EDGAR system. Analyses are built from the text of the filing you choose: 10Kai extracts and ranks the filing’s own sentences for what your company sells, and quotes each one.',
      };
}
