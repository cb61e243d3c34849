import { buildCompany, type NewCompany } from './company-factory.ts';

type SeedRow = [
  ticker: string,
  name: string,
  industry: string,
  sector: string,
  exchange: 'NASDAQ' | 'NYSE',
  cik: number,
];

const IT = 'Information Technology';
const COMM = 'Communication Services';
const FIN = 'Financials';
const HEALTH = 'Healthcare';
const STAPLES = 'Consumer Staples';
const DISCRETIONARY = 'Consumer Discretionary';

/** About 50 large US companies across technology, finance, health and consumer names. */
const rows: SeedRow[] = [
  ['AAPL', 'Apple Inc.', 'Consumer Electronics', IT, 'NASDAQ', 320193],
  ['MSFT', 'Microsoft Corporation', 'Software', IT, 'NASDAQ', 789019],
  ['GOOGL', 'Alphabet Inc.', 'Internet Content & Information', COMM, 'NASDAQ', 1652044],
  ['AMZN', 'Amazon.com, Inc.', 'Internet Retail & Cloud Computing', DISCRETIONARY, 'NASDAQ', 1018724],
  ['META', 'Meta Platforms, Inc.', 'Internet Content & Information', COMM, 'NASDAQ', 1326801],
  ['NVDA', 'NVIDIA Corporation', 'Semiconductors', IT, 'NASDAQ', 1045810],
  ['TSLA', 'Tesla, Inc.', 'Automobile Manufacturers', DISCRETIONARY, 'NASDAQ', 1318605],
  ['ORCL', 'Oracle Corporation', 'Software', IT, 'NYSE', 1341439],
  ['CRM', 'Salesforce, Inc.', 'Software', IT, 'NYSE', 1108524],
  ['ADBE', 'Adobe Inc.', 'Software', IT, 'NASDAQ', 796343],
  ['INTC', 'Intel Corporation', 'Semiconductors', IT, 'NASDAQ', 50863],
  ['AMD', 'Advanced Micro Devices, Inc.', 'Semiconductors', IT, 'NASDAQ', 2488],
  ['CSCO', 'Cisco Systems, Inc.', 'Communications Equipment', IT, 'NASDAQ', 858877],
  ['IBM', 'International Business Machines Corporation', 'IT Services', IT, 'NYSE', 51143],
  ['NFLX', 'Netflix, Inc.', 'Entertainment & Streaming', COMM, 'NASDAQ', 1065280],
  ['QCOM', 'QUALCOMM Incorporated', 'Semiconductors', IT, 'NASDAQ', 804328],
  ['AVGO', 'Broadcom Inc.', 'Semiconductors', IT, 'NASDAQ', 1730168],
  ['TXN', 'Texas Instruments Incorporated', 'Semiconductors', IT, 'NASDAQ', 97476],
  ['NOW', 'ServiceNow, Inc.', 'Software', IT, 'NYSE', 1373715],
  ['INTU', 'Intuit Inc.', 'Software', IT, 'NASDAQ', 896878],
  ['SNOW', 'Snowflake Inc.', 'Cloud Data Platforms', IT, 'NYSE', 1640147],
  ['PANW', 'Palo Alto Networks, Inc.', 'Cybersecurity Software', IT, 'NASDAQ', 1327567],
  ['CRWD', 'CrowdStrike Holdings, Inc.', 'Cybersecurity Software', IT, 'NASDAQ', 1535527],
  ['JPM', 'JPMorgan Chase & Co.', 'Banks', FIN, 'NYSE', 19617],
  ['BAC', 'Bank of America Corporation', 'Banks', FIN, 'NYSE', 70858],
  ['WFC', 'Wells Fargo & Company', 'Banks', FIN, 'NYSE', 72971],
  ['GS', 'The Goldman Sachs Group, Inc.', 'Investment Banking & Brokerage', FIN, 'NYSE', 886982],
  ['MS', 'Morgan Stanley', 'Investment Banking & Brokerage', FIN, 'NYSE', 895421],
  ['C', 'Citigroup Inc.', 'Banks', FIN, 'NYSE', 831001],
  ['V', 'Visa Inc.', 'Payment Processing', FIN, 'NYSE', 1403161],
  ['MA', 'Mastercard Incorporated', 'Payment Processing', FIN, 'NYSE', 1141391],
  ['AXP', 'American Express Company', 'Consumer Finance', FIN, 'NYSE', 4962],
  ['BLK', 'BlackRock, Inc.', 'Asset Management', FIN, 'NYSE', 2012383],
  ['SCHW', 'The Charles Schwab Corporation', 'Investment Banking & Brokerage', FIN, 'NYSE', 316709],
  ['JNJ', 'Johnson & Johnson', 'Pharmaceuticals', HEALTH, 'NYSE', 200406],
  ['UNH', 'UnitedHealth Group Incorporated', 'Managed Health Care', HEALTH, 'NYSE', 731766],
  ['PFE', 'Pfizer Inc.', 'Pharmaceuticals', HEALTH, 'NYSE', 78003],
  ['MRK', 'Merck & Co., Inc.', 'Pharmaceuticals', HEALTH, 'NYSE', 310158],
  ['ABBV', 'AbbVie Inc.', 'Biotechnology', HEALTH, 'NYSE', 1551152],
  ['LLY', 'Eli Lilly and Company', 'Pharmaceuticals', HEALTH, 'NYSE', 59478],
  ['TMO', 'Thermo Fisher Scientific Inc.', 'Life Sciences Tools & Services', HEALTH, 'NYSE', 97745],
  ['ABT', 'Abbott Laboratories', 'Medical Devices', HEALTH, 'NYSE', 1800],
  ['CVS', 'CVS Health Corporation', 'Health Care Services', HEALTH, 'NYSE', 64803],
  ['KO', 'The Coca-Cola Company', 'Beverages', STAPLES, 'NYSE', 21344],
  ['PEP', 'PepsiCo, Inc.', 'Beverages', STAPLES, 'NASDAQ', 77476],
  ['WMT', 'Walmart Inc.', 'Hypermarkets & Retail', STAPLES, 'NYSE', 104169],
  ['COST', 'Costco Wholesale Corporation', 'Hypermarkets & Retail', STAPLES, 'NASDAQ', 909832],
  ['PG', 'The Procter & Gamble Company', 'Household Products', STAPLES, 'NYSE', 80424],
  ['NKE', 'NIKE, Inc.', 'Footwear & Apparel', DISCRETIONARY, 'NYSE', 320187],
  ['MCD', "McDonald's Corporation", 'Restaurants', DISCRETIONARY, 'NYSE', 63908],
  ['SBUX', 'Starbucks Corporation', 'Restaurants', DISCRETIONARY, 'NASDAQ', 829224],
  ['HD', 'The Home Depot, Inc.', 'Home Improvement Retail', DISCRETIONARY, 'NYSE', 354950],
  ['DIS', 'The Walt Disney Company', 'Entertainment & Streaming', COMM, 'NYSE', 1744489],
];

export const seedCompanies: NewCompany[] = rows.map(([ticker, name, industry, sector, exchange, cik]) =>
  buildCompany({ ticker, name, industry, sector, exchange, cik: String(cik).padStart(10, '0') }),
);
