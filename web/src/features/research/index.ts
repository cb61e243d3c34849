/** The research feature's public module: the company page's Technology tab. */
export { TechnologyTab } from './components/technology-tab';
