/** The analysis feature's public module: the only path other features and the app layer import it by. */
export { AnalysisHistory } from './components/analysis-history';
export { AnalysisResults } from './components/analysis-results';
export { AnalyzeFilingButton } from './components/analyze-filing-button';
export { UsageBanner } from './components/usage-banner';
export { UsageMeter } from './components/usage-meter';
