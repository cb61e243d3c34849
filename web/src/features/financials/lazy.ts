/** The financials feature's lazily loaded public parts: the Financials tab and its chart library get their own chunk. */
export { default as FinancialsTab } from './components/financials-tab';
