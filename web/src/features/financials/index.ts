/** The financials feature's public module: the only path other features and the app layer import it by. */
export { KeyFiguresCard } from './components/key-figures-card';
