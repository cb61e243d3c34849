/** The filings feature's lazily loaded public parts: News & Events is fetched only when its tab is opened. */
export { NewsEvents } from './components/news-events';
