import type { SignalCategory } from '../../contract/research.ts';

/**
 * The technologies and vendors a filing may name, each with the spellings filings use. A name is matched as a
 * whole word and case-sensitively where the short form is also an English word or another company's ticker
 * ("SAP", "AWS"); `owner` is the company that sells it, so a company's own products are not listed as a vendor
 * it buys from (Oracle's 10-Q naming Oracle Cloud, Alphabet's naming Google Cloud).
 */

export interface Vendor {
  name: string;
  category: SignalCategory;
  aliases: RegExp;
  /** The seller's name as a company would be called in its own filing. */
  owner: RegExp;
  /** The seller's tickers, for a filer whose name the catalogue does not have. */
  tickers: readonly string[];
}

const VENDORS: readonly Vendor[] = [
  {
    name: 'Amazon Web Services',
    category: 'cloud',
    aliases: /\b(?:Amazon Web Services|AWS)\b/,
    owner: /\bamazon\b/i,
    tickers: ['AMZN'],
  },
  {
    name: 'Microsoft Azure',
    category: 'cloud',
    aliases: /\b(?:Microsoft )?Azure\b/,
    owner: /\bmicrosoft\b/i,
    tickers: ['MSFT'],
  },
  {
    name: 'Google Cloud',
    category: 'cloud',
    aliases: /\b(?:Google Cloud(?: Platform)?|GCP)\b/,
    owner: /\b(?:alphabet|google)\b/i,
    tickers: ['GOOGL', 'GOOG'],
  },
  {
    name: 'Oracle',
    category: 'enterprise_systems',
    aliases: /\bOracle(?: Cloud| Fusion| E-Business Suite| ERP)?\b/,
    owner: /\boracle\b/i,
    tickers: ['ORCL'],
  },
  {
    name: 'NetSuite',
    category: 'enterprise_systems',
    aliases: /\bNetSuite\b/,
    owner: /\boracle\b/i,
    tickers: ['ORCL'],
  },
  {
    name: 'SAP',
    category: 'enterprise_systems',
    aliases: /\b(?:SAP(?: S\/4 ?HANA| ERP)?|S\/4 ?HANA)\b/,
    owner: /\bSAP\b/,
    tickers: ['SAP'],
  },
  {
    name: 'Salesforce',
    category: 'enterprise_systems',
    aliases: /\bSalesforce\b/,
    owner: /\bsalesforce\b/i,
    tickers: ['CRM'],
  },
  {
    name: 'Workday',
    category: 'enterprise_systems',
    aliases: /\bWorkday\b/,
    owner: /\bworkday\b/i,
    tickers: ['WDAY'],
  },
  {
    name: 'ServiceNow',
    category: 'enterprise_systems',
    aliases: /\bServiceNow\b/,
    owner: /\bservicenow\b/i,
    tickers: ['NOW'],
  },
  {
    name: 'Microsoft Dynamics 365',
    category: 'enterprise_systems',
    aliases: /\b(?:Microsoft )?Dynamics 365\b/,
    owner: /\bmicrosoft\b/i,
    tickers: ['MSFT'],
  },
  {
    name: 'Snowflake',
    category: 'data_ai',
    aliases: /\bSnowflake\b/,
    owner: /\bsnowflake\b/i,
    tickers: ['SNOW'],
  },
  {
    name: 'Databricks',
    category: 'data_ai',
    aliases: /\bDatabricks\b/,
    owner: /\bdatabricks\b/i,
    tickers: [],
  },
  { name: 'OpenAI', category: 'data_ai', aliases: /\bOpenAI\b/, owner: /\bopenai\b/i, tickers: [] },
  {
    name: 'CrowdStrike',
    category: 'cybersecurity',
    aliases: /\bCrowdStrike\b/,
    owner: /\bcrowdstrike\b/i,
    tickers: ['CRWD'],
  },
  {
    name: 'Palo Alto Networks',
    category: 'cybersecurity',
    aliases: /\bPalo Alto Networks\b/,
    owner: /\bpalo alto networks\b/i,
    tickers: ['PANW'],
  },
  {
    name: 'Shopify',
    category: 'digital_commerce',
    aliases: /\bShopify\b/,
    owner: /\bshopify\b/i,
    tickers: ['SHOP'],
  },
  {
    name: 'Accenture',
    category: 'outsourcing',
    aliases: /\bAccenture\b/,
    owner: /\baccenture\b/i,
    tickers: ['ACN'],
  },
  {
    name: 'Tata Consultancy Services',
    category: 'outsourcing',
    aliases: /\b(?:Tata Consultancy Services|TCS)\b/,
    owner: /\btata\b/i,
    tickers: [],
  },
  {
    name: 'Infosys',
    category: 'outsourcing',
    aliases: /\bInfosys\b/,
    owner: /\binfosys\b/i,
    tickers: ['INFY'],
  },
  {
    name: 'Cognizant',
    category: 'outsourcing',
    aliases: /\bCognizant\b/,
    owner: /\bcognizant\b/i,
    tickers: ['CTSH'],
  },
  { name: 'Wipro', category: 'outsourcing', aliases: /\bWipro\b/, owner: /\bwipro\b/i, tickers: ['WIT'] },
  {
    name: 'IBM',
    category: 'outsourcing',
    aliases: /\b(?:IBM|International Business Machines)\b/,
    owner: /\bIBM\b|international business machines/i,
    tickers: ['IBM'],
  },
  {
    name: 'Kyndryl',
    category: 'outsourcing',
    aliases: /\bKyndryl\b/,
    owner: /\bkyndryl\b/i,
    tickers: ['KD'],
  },
];

/** Who filed: its name in the catalogue (when known) and its ticker. */
export interface Filer {
  name?: string;
  ticker: string;
}

/** The vendors a sentence names, leaving out the filer's own products. */
export function vendorsIn(sentence: string, filer: Filer): Vendor[] {
  return VENDORS.filter(
    (vendor) =>
      vendor.aliases.test(sentence) &&
      !vendor.owner.test(filer.name ?? '') &&
      !vendor.tickers.includes(filer.ticker.toUpperCase()),
  );
}
