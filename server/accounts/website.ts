/** The one website rule, shared with the web's profile form. */
export { isWebsite } from '../../contract/website.ts';
