/**
 * The research feature's public module: the company page's Technology and Brief tabs, and Ask a filing (the filing
 * viewer's Ask tab and the analysis dialog's question box).
 */
export { AskFiling } from './components/ask-filing';
export { BriefTab } from './components/brief-tab';
export { TechnologyTab } from './components/technology-tab';
