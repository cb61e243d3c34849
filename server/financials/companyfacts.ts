import { edgarErrors } from '#server/edgar/edgar-errors.ts';
import { ACCESSION_PATTERN as ACCESSION } from '../../contract/fields.ts';
import { CONCEPTS } from './concepts.ts';

/** One XBRL fact of `api/xbrl/companyfacts/CIK##########.json`. */
export interface Fact {
  start?: string;
  end: string;
  val: number;
  accn: string;
  form: string;
  filed: string;
}

export interface CompanyFacts {
  cik: number | string;
  entityName?: string;
  facts: Record<string, Record<string, { units: Record<string, Fact[]> } | undefined> | undefined>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isFact(value: unknown): value is Fact {
  const fact = value as Partial<Fact> | null;
  return (
    typeof fact === 'object' &&
    fact !== null &&
    typeof fact.val === 'number' &&
    Number.isFinite(fact.val) &&
    typeof fact.end === 'string' &&
    DATE.test(fact.end) &&
    (fact.start === undefined || (typeof fact.start === 'string' && DATE.test(fact.start))) &&
    typeof fact.accn === 'string' &&
    ACCESSION.test(fact.accn) &&
    typeof fact.form === 'string' &&
    typeof fact.filed === 'string' &&
    DATE.test(fact.filed)
  );
}

/**
 * Checks the outer shape and the facts of the tags the app reads (a full validation of tens of thousands of facts
 * would cost more than the normalisation). A malformed file is an error; a malformed single fact is skipped.
 */
export function readCompanyFacts(raw: unknown): CompanyFacts {
  const doc = raw as Partial<CompanyFacts> | null;
  if (typeof doc !== 'object' || doc === null || typeof doc.facts !== 'object' || doc.facts === null) {
    throw edgarErrors.badResponse('companyfacts: no facts object');
  }
  if (typeof doc.cik !== 'number' && typeof doc.cik !== 'string')
    throw edgarErrors.badResponse('companyfacts: no cik');
  const facts: CompanyFacts['facts'] = {};
  for (const concept of CONCEPTS) {
    const taxonomy = doc.facts[concept.taxonomy];
    if (typeof taxonomy !== 'object' || taxonomy === null) continue;
    for (const tag of concept.tags) {
      const units = (taxonomy[tag] as { units?: unknown } | undefined)?.units;
      if (typeof units !== 'object' || units === null) continue;
      const clean: Record<string, Fact[]> = {};
      for (const [unit, list] of Object.entries(units)) {
        if (!Array.isArray(list)) throw edgarErrors.badResponse(`companyfacts: ${tag} ${unit} is not a list`);
        clean[unit] = list.filter(isFact);
      }
      facts[concept.taxonomy] ??= {};
      facts[concept.taxonomy]![tag] = { units: clean };
    }
  }
  return {
    cik: doc.cik,
    entityName: typeof doc.entityName === 'string' ? doc.entityName : undefined,
    facts,
  };
}
