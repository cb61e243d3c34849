/** The companies feature's public module for other features: catalogue lookups by ticker. */
export { companyCikOf, companyNameOf } from './catalogue-lookups.ts';
