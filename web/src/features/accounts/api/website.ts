/** The one website rule, shared with the server. */
export { isWebsite } from '@contract/website';
