import { stem } from '../../text/tokenize.ts';

/** A business need a seller can speak to: how to spot it in a filing and how to pitch to it. */
export interface Concept {
  id: string;
  /** Plain-words topic, e.g. 'cybersecurity'. */
  label: string;
  /** Opportunity headline. */
  headline: string;
  /** What the buyer gets, completing "Position your X as a way to …". */
  outcome: string;
  /**
   * What the seller does about the need, completing "“<the filing's words>”: … your <product>." — the product is
   * the object, so any description reads grammatically ("the exposure you reduce with your endpoint security
   * software", "… with your warehouse robotics systems").
   */
  withYour: string;
  /** Stems in a product description that mean the seller works on this need. */
  productTerms: ReadonlySet<string>;
  /** Stems in a filing that show the need. */
  filingTerms: ReadonlySet<string>;
  /** Needs a seller of this one can credibly speak to as well (ids). */
  adjacent: readonly string[];
  /** Stems that mean a sentence is about another need ("data security" is not analytics). */
  excludeTerms?: ReadonlySet<string>;
  /**
   * Product words that mean this need only after a given word ("data warehouse" is analytics) or never after it
   * ("data warehouse" is not a warehouse robot): stem → the stem before it.
   */
  productOnlyAfter?: Readonly<Record<string, string>>;
  productNotAfter?: Readonly<Record<string, string>>;
}

const stems = (words: string) => new Set(words.split(/\s+/).filter(Boolean).map(stem));

export const concepts: readonly Concept[] = [
  {
    id: 'cybersecurity',
    withYour: 'the exposure you reduce with',
    adjacent: ['compliance', 'cloud'],
    label: 'cybersecurity',
    headline: 'Reduce exposure to breaches and cyber attacks',
    outcome: 'protect its systems, devices and data against breaches and attacks',
    productTerms: stems(
      'security secure cybersecurity cyber endpoint firewall threat threats identity malware ransomware siem soc vulnerability phishing encryption antivirus xdr edr mdr zero-trust',
    ),
    filingTerms: stems(
      'cybersecurity cyber cyberattack cyberattacks breach breaches attack attacks hacking hackers malware ransomware unauthorized intrusion threat threats vulnerability vulnerabilities phishing virus viruses',
    ),
  },
  {
    id: 'data',
    withYour: 'the data you help them act on with',
    adjacent: ['ai', 'cloud', 'customer', 'supply-chain', 'cost'],
    label: 'data and analytics',
    headline: 'Turn operating data into faster decisions',
    outcome: 'consolidate its data and get faster, better-informed decisions from it',
    productTerms: stems(
      'data analytics analytic warehouse lakehouse database databases insight insights dashboard dashboards reporting bi intelligence query queries',
    ),
    productOnlyAfter: { [stem('warehouse')]: 'data' },
    // Not "information", "reporting" or "metrics": filings use them for SEC reports and financial measures.
    filingTerms: stems('data analytics insight insights databases forecasting forecast measurement'),
    excludeTerms: stems(
      'security cybersecurity breach breaches unauthorized privacy protection encryption confidential personal asu fasb disclose disclosure',
    ),
  },
  {
    id: 'cloud',
    withYour: 'the capacity and uptime you provide with',
    adjacent: ['data', 'ai', 'cybersecurity', 'cost'],
    label: 'cloud and infrastructure',
    headline: 'Scale and modernize infrastructure',
    outcome: 'scale its infrastructure and modernize the systems it runs on',
    productTerms: stems(
      'cloud infrastructure hosting saas paas iaas kubernetes devops servers storage network networking datacenter compute',
    ),
    filingTerms: stems(
      'cloud infrastructure datacenter datacenters servers capacity computing network networks systems storage',
    ),
  },
  {
    id: 'ai',
    withYour: 'the automation you deliver with',
    adjacent: ['data', 'cloud', 'cost', 'customer'],
    label: 'AI and automation',
    headline: 'Put AI and automation to work',
    outcome: 'move its AI and automation plans into production faster',
    productTerms: stems(
      'ai artificial intelligence machine learning ml automation automate llm generative models agents',
    ),
    filingTerms: stems('ai artificial intelligence machine learning automation automated generative models'),
  },
  {
    id: 'supply-chain',
    withYour: 'the flow of goods you make visible with',
    adjacent: ['data', 'cost', 'sustainability'],
    label: 'supply chain',
    headline: 'Make the supply chain more resilient',
    outcome: 'get visibility into suppliers and inventory and respond to disruption sooner',
    productTerms: stems(
      'supply chain logistics inventory procurement shipping freight sourcing fulfillment fulfilment',
    ),
    filingTerms: stems(
      'supply supplier suppliers logistics inventory manufacturing components shortages sourcing distribution',
    ),
  },
  {
    id: 'operations',
    withYour: 'the throughput you raise with',
    adjacent: ['supply-chain', 'cost', 'ai', 'workforce'],
    label: 'warehouse and factory operations',
    headline: 'Automate warehouse and factory operations',
    outcome: 'move more goods through its warehouses and plants with less manual work',
    productTerms: stems(
      'robot robots robotics robotic warehouse warehouses fulfilment fulfillment picking conveyor conveyors sortation palletizing factory factories manufacturing plant plants amr agv',
    ),
    productNotAfter: { [stem('warehouse')]: 'data' },
    filingTerms: stems(
      'warehouse warehouses distribution fulfillment fulfilment automation automated robotics robots factory factories manufacturing plants throughput productivity',
    ),
  },
  {
    id: 'compliance',
    withYour: 'the obligations you help them evidence with',
    adjacent: ['cybersecurity', 'data'],
    label: 'regulatory compliance',
    headline: 'Keep pace with regulation',
    outcome: 'meet new regulatory and privacy obligations with less manual effort',
    productTerms: stems('compliance regulatory audit governance grc privacy legal risk'),
    filingTerms: stems('regulation regulations regulatory compliance laws privacy legal governance audit'),
  },
  {
    id: 'customer',
    withYour: 'the customer reach you improve with',
    adjacent: ['data', 'ai'],
    label: 'customer experience',
    headline: 'Improve digital customer experience',
    outcome: 'win and keep customers through better digital experiences',
    productTerms: stems(
      'crm marketing sales engagement loyalty ecommerce commerce payments experience personalization contact',
    ),
    filingTerms: stems(
      'customer customers consumer consumers experience digital ecommerce loyalty engagement marketing',
    ),
  },
  {
    id: 'workforce',
    withYour: 'the people challenge you address with',
    adjacent: ['compliance', 'cost'],
    label: 'workforce and talent',
    headline: 'Attract and retain talent',
    outcome: 'hire, train and keep the people its plans depend on',
    productTerms: stems(
      'hr talent recruiting hiring payroll employee employees training learning collaboration',
    ),
    filingTerms: stems('employees talent workforce retain hire hiring personnel labor'),
  },
  {
    id: 'cost',
    withYour: 'the cost pressure you relieve with',
    adjacent: ['data', 'supply-chain', 'ai'],
    label: 'cost efficiency',
    headline: 'Protect margins through efficiency',
    outcome: 'take cost out of its operations and protect margins',
    productTerms: stems('cost efficiency procurement spend finance erp accounting productivity optimization'),
    filingTerms: stems('cost costs efficiency margin margins expenses productivity restructuring'),
  },
  {
    id: 'sustainability',
    withYour: 'the footprint you help measure with',
    adjacent: ['supply-chain', 'compliance', 'data'],
    label: 'sustainability',
    headline: 'Deliver on sustainability goals',
    outcome: 'measure and cut emissions and energy use',
    productTerms: stems('sustainability energy carbon emissions esg renewable climate'),
    filingTerms: stems('climate sustainability emissions carbon energy environmental renewable'),
  },
];

/** Stems that appear in most product descriptions and so say little about the need. */
export const weakProductTerms: ReadonlySet<string> = stems(
  'software product products service services solution solutions platform platforms tool tools enterprise enterprises company companies business businesses customer customers system systems management team teams',
);

export const initiativeTerms: ReadonlySet<string> = stems(
  'invest investing investment investments expand expanding expansion launch launched develop developing development introduce introduced new growth strategy strategic initiative initiatives accelerate transform transformation digital technology technologies innovation innovate capital acquisition build building deploy modernize platform ai cloud automation research program priority focus opportunity opportunities plan plans',
);

export const riskTechTerms: ReadonlySet<string> = stems(
  'technology technologies systems data cyber security disruption regulation digital infrastructure',
);
