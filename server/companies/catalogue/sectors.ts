/**
 * Sector and exchange rules for companies that arrive without them: SEC's SIC code first (`SIC_RANGES`), then the
 * spec's keyword rules on the name, else 'Unknown'. Sector names match the seeded catalogue.
 */
export const UNKNOWN = 'Unknown';
const EXCHANGE_MAX_LENGTH = 49;

const IT = 'Information Technology';
const HEALTH = 'Healthcare';
const FIN = 'Financials';
const ENERGY = 'Energy';
const MATERIALS = 'Materials';
const INDUSTRIALS = 'Industrials';
const STAPLES = 'Consumer Staples';
const DISCRETIONARY = 'Consumer Discretionary';
const COMM = 'Communication Services';
const UTILITIES = 'Utilities';
const REAL_ESTATE = 'Real Estate';

/**
 * The one mapping from SEC's SIC codes to the product's sectors (ADR 0304): [first SIC, last SIC, sector], most
 * specific first, the first range holding the code wins. Specific industries are placed where GICS puts them
 * (pipelines in Energy, managed care in Healthcare, discount and warehouse stores in Consumer Staples), then
 * major groups, then SIC divisions. Every code in SEC's list has a sector except 9721 (foreign governments) and 9995 (non-operating shells).
 */
const SIC_RANGES: Array<[number, number, string]> = [
  [2830, 2836, HEALTH], // drugs, biological products
  [2840, 2844, STAPLES], // soap, cosmetics
  [3080, 3089, MATERIALS], // plastics products
  [3570, 3579, IT], // computers
  [3610, 3629, INDUSTRIALS], // electrical transmission, industrial apparatus
  [3630, 3639, DISCRETIONARY], // household appliances
  [3640, 3649, INDUSTRIALS], // lighting and wiring
  [3650, 3652, DISCRETIONARY], // household audio and video
  [3690, 3699, INDUSTRIALS], // batteries, miscellaneous electrical equipment
  [3710, 3716, DISCRETIONARY], // motor vehicles and parts
  [3751, 3751, DISCRETIONARY], // motorcycles, bicycles
  [3812, 3812, INDUSTRIALS], // search and navigation (defence)
  [3840, 3851, HEALTH], // medical instruments
  [3873, 3873, DISCRETIONARY], // watches
  [4920, 4923, ENERGY], // natural gas transmission (pipelines)
  [4950, 4959, INDUSTRIALS], // sanitary services, waste
  [5045, 5045, IT], // computer wholesale
  [5065, 5065, IT], // electronic parts wholesale
  [5047, 5047, HEALTH], // medical equipment wholesale
  [5122, 5122, HEALTH], // drug wholesale
  [5140, 5149, STAPLES], // grocery wholesale
  [5180, 5182, STAPLES], // beer, wine and spirits wholesale
  [5331, 5331, STAPLES], // variety stores (Walmart, Costco, Dollar General)
  [5400, 5499, STAPLES], // food stores
  [5912, 5912, STAPLES], // drug stores
  [6324, 6324, HEALTH], // hospital and medical service plans (managed care)
  [6500, 6553, REAL_ESTATE],
  [6798, 6798, REAL_ESTATE], // REITs
  [7310, 7319, COMM], // advertising
  [7370, 7379, IT], // computer services, software
  [7800, 7899, COMM], // motion pictures
  [7000, 7099, DISCRETIONARY], // hotels
  [7200, 7299, DISCRETIONARY], // personal services
  [7900, 7999, DISCRETIONARY], // amusement
  [8000, 8099, HEALTH], // health services
  [8200, 8299, DISCRETIONARY], // education
  [1520, 1531, DISCRETIONARY], // home builders
  [100, 999, STAPLES], // agriculture
  [1000, 1099, MATERIALS], // metal mining
  [1200, 1399, ENERGY], // coal, oil and gas
  [1400, 1499, MATERIALS],
  [1500, 1799, INDUSTRIALS], // construction
  [2000, 2199, STAPLES], // food, tobacco
  [2200, 2399, DISCRETIONARY], // textiles, apparel
  [2400, 2499, MATERIALS],
  [2500, 2599, DISCRETIONARY], // furniture
  [2600, 2699, MATERIALS], // paper
  [2700, 2799, COMM], // publishing
  [2800, 2899, MATERIALS], // chemicals
  [2900, 2999, ENERGY], // refining
  [3000, 3199, DISCRETIONARY], // tyres, leather, footwear
  [3200, 3399, MATERIALS], // glass, stone, primary metals
  [3400, 3599, INDUSTRIALS], // fabricated metal, machinery
  [3600, 3699, IT], // electronics, semiconductors, communications equipment
  [3700, 3799, INDUSTRIALS], // aircraft, ships, rail
  [3800, 3899, IT], // instruments
  [3900, 3999, DISCRETIONARY],
  [4000, 4799, INDUSTRIALS], // transportation
  [4800, 4899, COMM],
  [4900, 4999, UTILITIES],
  [5000, 5199, INDUSTRIALS], // wholesale
  [5200, 5999, DISCRETIONARY], // retail
  [6000, 6799, FIN],
  [7000, 8999, INDUSTRIALS], // business services
];

export function sectorFromSic(sic: string | number | null | undefined): string | null {
  const code = typeof sic === 'number' ? sic : Number.parseInt(String(sic ?? ''), 10);
  if (!Number.isInteger(code) || code <= 0) return null;
  return SIC_RANGES.find(([first, last]) => code >= first && code <= last)?.[2] ?? null;
}

/** Keyword rules (technology, healthcare, financial, energy, consumer, real estate, industrial). */
const KEYWORD_RULES: Array<[RegExp, string]> = [
  [/\b(realty|reit|real estate|propert(y|ies)|apartment|residential)\b/i, REAL_ESTATE],
  [
    /\b(pharma\w*|therapeutics?|bio\w*|medical|health\w*|genetics?|genomics?|oncology|diagnostics?|clinical|surgical|dental)\b/i,
    HEALTH,
  ],
  [
    /\b(tech\w*|software|semiconductors?|digital|data|cloud|cyber\w*|computers?|computing|networks?|electronics?|internet|micro\w*|systems)\b/i,
    IT,
  ],
  [/\b(energy|oil|gas|petroleum|solar|drilling|pipelines?|uranium|coal)\b/i, ENERGY],
  [
    /\b(bank\w*|bancorp|bancshares|financial|capital|insurance|assurance|credit|invest\w*|acquisition|trust|lending|securities)\b/i,
    FIN,
  ],
  [
    /\b(retail|foods?|beverages?|brands|restaurants?|apparel|stores|consumer|entertainment|hotels?|resorts?)\b/i,
    DISCRETIONARY,
  ],
  [
    /\b(industr\w*|manufacturing|aerospace|machinery|logistics|construction|engineering|defense|airlines?|transport\w*)\b/i,
    INDUSTRIALS,
  ],
];

export function sectorFromName(name: string): string | null {
  return KEYWORD_RULES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** The provider's industry names mapped to sectors; anything else is 'Other'. */
const PROVIDER_SECTORS: Record<string, string> = {
  technology: IT,
  finance: FIN,
  'health technology': HEALTH,
  'health services': HEALTH,
  'energy minerals': ENERGY,
  'process industries': MATERIALS,
  'non-energy minerals': MATERIALS,
  transportation: INDUSTRIALS,
  'commercial services': INDUSTRIALS,
  'distribution services': INDUSTRIALS,
  'producer manufacturing': INDUSTRIALS,
  'industrial services': INDUSTRIALS,
  'consumer non-durables': STAPLES,
  'consumer durables': DISCRETIONARY,
  'consumer services': DISCRETIONARY,
  'retail trade': DISCRETIONARY,
  communications: COMM,
};

export function sectorFromProviderIndustry(industry: string | null | undefined): string {
  if (!industry?.trim()) return UNKNOWN;
  return PROVIDER_SECTORS[industry.trim().toLowerCase()] ?? 'Other';
}

/** Up to 4 characters NASDAQ; containing a dot OTC; 5 or more NYSE. */
export function guessExchange(ticker: string): string {
  if (ticker.includes('.')) return 'OTC';
  return ticker.length <= 4 ? 'NASDAQ' : 'NYSE';
}

/** SEC writes 'Nasdaq'; the seeded catalogue and the provider use upper case. Cut to the column's 49 characters. */
export function normaliseExchange(exchange: string | null | undefined, ticker: string): string {
  const value = exchange?.trim() ? exchange.trim().toUpperCase() : guessExchange(ticker);
  return value.slice(0, EXCHANGE_MAX_LENGTH);
}

export function classify(input: {
  name: string;
  sic?: string | number | null;
  sicDescription?: string | null;
}): { industry: string; sector: string } {
  return {
    industry: input.sicDescription?.trim() || UNKNOWN,
    sector: sectorFromSic(input.sic) ?? sectorFromName(input.name) ?? UNKNOWN,
  };
}
