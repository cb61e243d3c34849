import type { SignalCategory, SignalStance as Stance } from '../../contract/research.ts';

/**
 * What makes a sentence about technology when it names no vendor: the words filings use for each kind of
 * programme. Deliberately narrow ("cloud-based", not "cloud"; "machine learning", not "data"), because a signal
 * a seller cannot act on is noise, and the quote is shown either way.
 */
const TOPICS: Record<SignalCategory, RegExp> = {
  cloud:
    /\b(?:cloud(?:-based| computing| infrastructure| services| providers?| platforms?| migration| environments?)|public cloud|hybrid cloud|multi-cloud|(?:migrat\w+|mov\w+|transition\w*) (?:[\w-]+ ){0,4}to the cloud)\b/i,
  enterprise_systems:
    /\b(?:enterprise resource planning|ERP (?:system|platform|implementation|software)s?|customer relationship management|human capital management system|(?:finance|accounting|payroll|point-of-sale|supply chain|warehouse management) (?:system|platform)s? (?:implementation|upgrade|replacement|transformation)|(?:new|upgrad\w+|implement\w+|replac\w+) (?:[\w-]+ ){0,3}(?:ERP|enterprise resource planning|information technology) systems?)\b/i,
  data_ai:
    /\b(?:artificial intelligence|generative AI|AI(?:-powered|-enabled| tools| models| technologies| capabilities| infrastructure)?|machine learning|large language models?|data analytics|advanced analytics|data platform)\b/,
  cybersecurity:
    /\b(?:Chief Information Security Officer|CISO|NIST(?: Cybersecurity Framework| CSF)?|ISO(?:\/IEC)? 27001|SOC 2|PCI DSS|ransomware|malware|phishing|cybersecurity incidents?|cyber-?attacks?|cyber attacks?|data breach(?:es)?|penetration test\w*|tabletop exercises?|security operations cent(?:er|re))\b/,
  digital_commerce:
    /\b(?:e-?commerce|digital commerce|omni-?channel|online (?:sales|marketplace|ordering|grocery)|mobile app(?:lication)?s?|digital (?:sales|channels?|platforms?|transformation|capabilities|advertising))\b/i,
  automation:
    /\b(?:automation|automated (?:fulfillment|distribution|storage|systems?|processes)|robotics?|robots)\b/i,
  outsourcing:
    /\b(?:outsourc\w+|third-party (?:service|technology|IT|cloud) (?:providers?|vendors?)|managed service providers?|offshore (?:development|delivery))\b/i,
};

/** The categories a sentence speaks of, in a fixed order (the first one is the signal's category). */
export function topicsOf(sentence: string): SignalCategory[] {
  return (Object.keys(TOPICS) as SignalCategory[]).filter((category) => TOPICS[category].test(sentence));
}

/** Security frameworks and standards by the names filings give them, each under one name for all companies. */
const FRAMEWORKS: [RegExp, string][] = [
  [/\b(?:NIST|National Institute of Standards and Technology)\b/, 'NIST Cybersecurity Framework'],
  [/\bISO(?:\/IEC)? ?27001\b/, 'ISO 27001'],
  [/\bSOC 2\b/, 'SOC 2'],
  [/\bPCI(?: |-)DSS\b/, 'PCI DSS'],
  [/\bCIS (?:Critical Security )?Controls\b/, 'CIS Controls'],
  [/\bHITRUST\b/, 'HITRUST'],
];
const CISO = /\b(?:Chief Information Security Officer|CISO)\b/;
const REPORTS_TO = /\breport(?:s|ed|ing)? (?:directly )?(?:to|up to)\b/i;

/** Item 1C facts a seller of security asks first: the frameworks followed and to whom the CISO reports. */
export function securityFact(sentence: string): string | null {
  const framework = FRAMEWORKS.find(([pattern]) => pattern.test(sentence));
  if (framework) return framework[1];
  return CISO.test(sentence) && REPORTS_TO.test(sentence) ? 'CISO reporting line' : null;
}

/** An amount in dollars as written ("$1.2 billion", "$450 million"), kept verbatim. */
const AMOUNT = /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|trillion))?/i;
/** What makes an amount money spent on technology rather than sales or income the sentence also reports. */
const SPENDING = /\b(?:invest(?:ed|ing|ments?|s)?|capital expenditures?|capex|spen[dt]\w*|budget\w*)\b/gi;
/** How far from the spending word an amount may stand and still be the amount spent. */
const AMOUNT_REACH = 60;

/** The amount a sentence attaches to a technology spend ("technology investments of $X", capex). */
export function amountIn(sentence: string): string | null {
  for (const cue of sentence.matchAll(SPENDING)) {
    const near = sentence.slice(
      Math.max(0, cue.index - AMOUNT_REACH),
      cue.index + cue[0].length + AMOUNT_REACH,
    );
    const amount = near.match(AMOUNT)?.[0];
    if (amount) return amount;
  }
  return null;
}

/** Something that happened to the company, not something that could. */
const INCIDENT =
  /\b(?:we|the company) (?:have |has |had )?(?:experienced|detected|identified|suffered|were (?:the )?(?:subject|target)|was (?:the )?(?:subject|target))\b[^.]*\b(?:incident|attack|breach|intrusion|ransomware|outage|unauthori[sz]ed access)/i;
const FIRST_PERSON = /\b(?:we|our|the company)\b/i;
const MIGRATING =
  /\b(?:migrat\w+|transition(?:ed|ing)? (?:\w+ ){0,3}to|implement(?:ed|ing|ation)|deploy(?:ed|ing|ment)|roll(?:ed|ing)? ?out|upgrad(?:e|ed|ing)|replac(?:e|ed|ing) (?:our|its|the)|moving (?:\w+ ){0,3}to)\b/i;
const RISK =
  /\b(?:could|may|might|would) (?:\w+ ){0,3}(?:adversely|harm|disrupt|fail|impair|expose|result in|affect|be (?:compromised|breached|interrupted))|\bfailures?\b|\bvulnerab\w+|\bdisruptions?\b/i;
const INVESTING =
  /\b(?:invest(?:ed|ing|ments?|s)?|spend\w*|capital expenditures?|expand(?:ed|ing)?|build(?:ing)?|develop(?:ed|ing)?|launch(?:ed|ing)?|introduc(?:ed|ing)|adopt(?:ed|ing)?|leverag(?:e|ed|ing)|us(?:e|es|ed|ing)|continue to)\b/i;

/**
 * What the company says it is doing: an incident it had, a move it is making, a risk it warns of, or an
 * investment. A risk-factor section warns by nature; elsewhere a sentence with no cue describes what the company
 * runs, which a seller reads as investment.
 */
export function stanceOf(sentence: string, inRiskSection: boolean): Stance {
  if (INCIDENT.test(sentence)) return 'incident';
  if (inRiskSection) return 'risk';
  // A move the company itself makes, not what its products let customers do ("eases the deployment of …").
  if (MIGRATING.test(sentence) && FIRST_PERSON.test(sentence)) return 'migrating';
  if (RISK.test(sentence) && !INVESTING.test(sentence)) return 'risk';
  return 'investing';
}
