import { z } from 'zod';
import { ACCESSION } from './edgar-schemas.ts';

/** What a frame is asked for: `api/xbrl/frames/{taxonomy}/{tag}/{unit}/{period}.json`. */
export interface FrameRequest {
  taxonomy: string;
  tag: string;
  /** `USD`, `USD-per-shares` (EDGAR writes a ratio unit with `-per-` in the path), `pure`, `shares`. */
  unit: string;
  /** `CY2024` (annual), `CY2024Q1` (a quarter), `CY2024Q4I` (an instant). */
  period: string;
}

/** Each part is a plain name, so a frame request cannot steer the client to another path. */
const FRAME_PART = {
  taxonomy: /^[a-z][a-z0-9-]{1,20}$/,
  tag: /^[A-Za-z][A-Za-z0-9]{0,200}$/,
  unit: /^[A-Za-z][A-Za-z0-9-]{0,40}$/,
  period: /^CY\d{4}(Q[1-4]I?)?$/,
};

export function framePath(request: FrameRequest): string | null {
  const parts = [request.taxonomy, request.tag, request.unit, request.period];
  const names = Object.keys(FRAME_PART) as Array<keyof typeof FRAME_PART>;
  if (!names.every((name, i) => FRAME_PART[name].test(parts[i]!))) return null;
  return `/api/xbrl/frames/${parts.join('/')}.json`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One filer's fact in a frame: the value of its fact that best fits the calendar period. */
const framePoint = z.object({
  accn: z.string().regex(ACCESSION),
  cik: z.number().int().positive(),
  entityName: z.string(),
  loc: z.string().nullish(),
  start: z.string().regex(DATE).optional(),
  end: z.string().regex(DATE),
  val: z.number().finite(),
});
type FramePoint = z.output<typeof framePoint>;

/** The frame's envelope; its points are checked one by one below. */
const frameEnvelope = z.object({
  taxonomy: z.string(),
  tag: z.string(),
  ccp: z.string(),
  uom: z.string(),
  label: z.string().nullish(),
  description: z.string().nullish(),
  pts: z.number().int().nonnegative(),
  data: z.array(z.unknown()),
});

export interface Frame {
  taxonomy: string;
  tag: string;
  period: string;
  unit: string;
  points: FramePoint[];
  /** Points dropped as malformed (a frame holds thousands of filers' facts; one bad fact spoils nothing else). */
  rejected: number;
}

/** A frame's JSON, validated: a wrong envelope is an error (with the reason), a malformed point is skipped. */
export function parseFrame(raw: unknown): { frame: Frame } | { error: string } {
  const envelope = frameEnvelope.safeParse(raw);
  if (!envelope.success) return { error: envelope.error.message };
  const points: FramePoint[] = [];
  for (const item of envelope.data.data) {
    const point = framePoint.safeParse(item);
    if (point.success) points.push(point.data);
  }
  const { taxonomy, tag, ccp, uom } = envelope.data;
  return {
    frame: {
      taxonomy,
      tag,
      period: ccp,
      unit: uom,
      points,
      rejected: envelope.data.data.length - points.length,
    },
  };
}
