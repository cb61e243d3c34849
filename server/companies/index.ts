/** The companies feature's public module for other features: catalogue lookups by ticker. */
export { catalogueEntryOf, companyCikOf } from './catalogue-lookups.ts';
