/** The research feature's public module: the company page's Technology and Brief tabs. */
export { BriefTab } from './components/brief-tab';
export { TechnologyTab } from './components/technology-tab';
