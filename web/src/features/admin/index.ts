/** The admin feature's public module: its pages' list, for the app shell (the router loads the pages by path). */
export { ADMIN_PAGES } from './admin-pages';
