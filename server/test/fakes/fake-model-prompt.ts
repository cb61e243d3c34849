/**
 * Reads the analysis prompt (server/analysis/engines/llm/prompt.ts) the way the fake model needs it: the seller's
 * product and the numbered excerpts with their section labels. Everything read here is data; nothing in it is
 * obeyed.
 */

export interface PromptExcerpt {
  /** "P3" */
  id: string;
  /** The item key: "1A", "7", "II-1A", "I-2". */
  sectionKey: string;
  sectionTitle: string;
  /** The sub-heading the excerpt sits under (a risk factor's own heading), when the label shows one. */
  heading: string | null;
  /** A risk factor the prior year's 10-K did not have. */
  isNew: boolean;
  /** From the latest 10-K a pointer-only 10-Q refers to. */
  fromAnnual: boolean;
  text: string;
}

export interface AnalysisPrompt {
  company: string;
  formType: string;
  product: string;
  excerpts: PromptExcerpt[];
}

const companyLine = /^Company: (.*) \((10-K|10-Q)\)\.$/m;
const productBlock = /<seller_product>\n([\s\S]*?)\n<\/seller_product>/;
const excerptsBlock = /<filing_excerpts>\n([\s\S]*)\n<\/filing_excerpts>/;
// The prompt builder strips fence tags from filing text, so an excerpt's body cannot hold its own `</excerpt>`.
const excerptBlock = /<excerpt id="(P\d+)" section="([^"]*)">\n([\s\S]*?)\n<\/excerpt>/g;
const marks = /\s*\((?:new this year|latest Form 10-K)\)$/;

function readLabel(
  label: string,
): Pick<PromptExcerpt, 'sectionKey' | 'sectionTitle' | 'heading' | 'isNew' | 'fromAnnual'> {
  const split = label.indexOf(' — ');
  const main = split < 0 ? label : label.slice(0, split);
  const heading = split < 0 ? '' : label.slice(split + 3).trim();
  const space = main.indexOf(' ');
  return {
    sectionKey: space < 0 ? main : main.slice(0, space),
    sectionTitle: space < 0 ? '' : main.slice(space + 1).replace(marks, ''),
    heading: heading || null,
    isNew: main.endsWith('(new this year)'),
    fromAnnual: main.endsWith('(latest Form 10-K)'),
  };
}

/** The analysis prompt's parts, or null when the text is not that prompt. */
export function readAnalysisPrompt(user: string): AnalysisPrompt | null {
  const product = productBlock.exec(user)?.[1];
  const fenced = excerptsBlock.exec(user)?.[1];
  if (product === undefined || fenced === undefined) return null;
  const company = companyLine.exec(user);
  const excerpts = [...fenced.matchAll(excerptBlock)].map(([, id, label, text]) => ({
    id: id!,
    ...readLabel(label!),
    text: text!,
  }));
  return {
    company: company?.[1] ?? 'The company',
    formType: company?.[2] ?? '10-K',
    product: product.trim(),
    excerpts,
  };
}
