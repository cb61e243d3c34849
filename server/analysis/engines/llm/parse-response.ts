import { z } from 'zod';

export interface DraftItem {
  title: string;
  description: string;
  quote: string;
  passage?: string;
}

interface DraftStarter {
  text: string;
  quote: string;
  passage?: string;
}

export interface DraftAnalysis {
  keyInitiatives: DraftItem[];
  riskFactors: DraftItem[];
  positioningOpportunities: DraftItem[];
  conversationStarters: DraftStarter[];
}

const text = z.string().catch('');
const draftItemSchema = z.looseObject({
  title: text.default(''),
  description: text.default(''),
  quote: text.default(''),
  passage: z.string().optional().catch(undefined),
  evidence: z
    .looseObject({ quote: text.default('') })
    .optional()
    .catch(undefined),
});
const draftStarterSchema = z.union([
  z.string(),
  z.looseObject({
    text: text.optional(),
    question: text.optional(),
    quote: text.default(''),
    passage: z.string().optional().catch(undefined),
  }),
]);
const list = <T extends z.ZodType>(schema: T) =>
  z
    .array(schema.catch(null as never))
    .catch([])
    .default([]);
/** Lenient on purpose: a model's near-miss JSON keeps what is usable; verification decides what survives. */
const draftSchema = z.looseObject({
  keyInitiatives: list(draftItemSchema),
  riskFactors: list(draftItemSchema),
  positioningOpportunities: list(draftItemSchema),
  conversationStarters: list(draftStarterSchema),
});

const quoted = /["“]([^"“”]{20,}?)["”]/;

/** The first quoted passage in a piece of model prose. */
function quoteIn(value: string): string {
  return quoted.exec(value)?.[1]?.trim() ?? '';
}

function fromJson(raw: string): DraftAnalysis | null {
  const body = raw.replace(/```(?:json)?/gi, '');
  const first = body.indexOf('{');
  const last = body.lastIndexOf('}');
  if (first < 0 || last <= first) return null;
  let value: unknown;
  try {
    value = JSON.parse(body.slice(first, last + 1));
  } catch {
    return null;
  }
  const parsed = draftSchema.safeParse(value);
  if (!parsed.success) return null;
  const item = (i: z.infer<typeof draftItemSchema> | null): DraftItem[] =>
    i
      ? [
          {
            title: i.title,
            description: i.description,
            quote: i.quote || i.evidence?.quote || '',
            passage: i.passage,
          },
        ]
      : [];
  return {
    keyInitiatives: parsed.data.keyInitiatives.flatMap(item),
    riskFactors: parsed.data.riskFactors.flatMap(item),
    positioningOpportunities: parsed.data.positioningOpportunities.flatMap(item),
    conversationStarters: parsed.data.conversationStarters.flatMap((s): DraftStarter[] => {
      if (!s) return [];
      if (typeof s === 'string') return [{ text: s, quote: quoteIn(s) }];
      const question = s.text || s.question || '';
      return [{ text: question, quote: s.quote || quoteIn(question), passage: s.passage }];
    }),
  };
}

const sectionHeaders: [RegExp, keyof DraftAnalysis][] = [
  [/initiatives?/i, 'keyInitiatives'],
  [/risks?\b|risk factors/i, 'riskFactors'],
  [/opportunit/i, 'positioningOpportunities'],
  [/conversation|starters?|questions/i, 'conversationStarters'],
];

function headerOf(line: string): keyof DraftAnalysis | null {
  const bare = line.replace(/^[#\s*_]*(?:\d+[.)]\s*)?/, '').replace(/[*_:#\s]+$/, '');
  if (
    bare.length === 0 ||
    bare.length > 50 ||
    !/^#|^\*\*|^\d+[.)]\s*\*?\*?[A-Z][A-Za-z ]+\*?\*?:?$/.test(line.trim())
  )
    return null;
  return sectionHeaders.find(([pattern]) => pattern.test(bare))?.[1] ?? null;
}

/** Model prose with numbered markdown sections ("## Risk Factors / 1. **Title**: text"). */
function fromMarkdown(raw: string): DraftAnalysis | null {
  const draft: DraftAnalysis = {
    keyInitiatives: [],
    riskFactors: [],
    positioningOpportunities: [],
    conversationStarters: [],
  };
  let current: keyof DraftAnalysis | null = null;
  const entries: { section: keyof DraftAnalysis; lines: string[] }[] = [];
  for (const line of raw.split(/\r?\n/)) {
    const header = headerOf(line);
    if (header) {
      current = header;
      continue;
    }
    if (!current || !line.trim()) continue;
    const item = /^\s*(?:\d+[.)]|[-*•])\s+(.*)$/.exec(line);
    if (item?.[1]) entries.push({ section: current, lines: [item[1]] });
    else entries.at(-1)?.lines.push(line.trim());
  }
  for (const { section, lines } of entries) {
    const whole = lines.join(' ').trim();
    const quote = quoteIn(whole);
    if (section === 'conversationStarters') {
      draft.conversationStarters.push({ text: whole.replace(/\*\*/g, ''), quote });
      continue;
    }
    const bold = /^\*\*(.+?)\*\*\s*[:.–—-]?\s*(.*)$/.exec(whole);
    const colon = /^([^:]{3,80}):\s+(.*)$/.exec(whole);
    const [title, description] = bold ? [bold[1], bold[2]] : colon ? [colon[1], colon[2]] : ['', whole];
    draft[section].push({
      title: (title ?? '').trim(),
      description: (description ?? '').replace(/\*\*/g, '').trim(),
      quote,
    });
  }
  const count = entries.length;
  return count > 0 ? draft : null;
}

/** JSON first, then numbered markdown sections; null when nothing in the text could be read. */
export function parseModelText(raw: string): DraftAnalysis | null {
  return fromJson(raw) ?? fromMarkdown(raw);
}
