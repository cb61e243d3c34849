import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const FRAME_PATH =
  /^\/api\/xbrl\/frames\/([a-z0-9-]+)\/([A-Za-z0-9]+)\/([A-Za-z0-9-]+)\/(CY\d{4}(?:Q[1-4]I?)?)\.json$/;

interface StoredFact {
  start?: string;
  end: string;
  val: number;
  accn: string;
  frame?: string;
}

interface StoredTag {
  label?: string;
  description?: string;
  units: Record<string, StoredFact[]>;
}

interface StoredFacts {
  cik: number;
  entityName: string;
  facts: Record<string, Record<string, StoredTag>>;
}

interface FramePoint {
  accn: string;
  cik: number;
  entityName: string;
  loc: string | null;
  start?: string;
  end: string;
  val: number;
}

/** Every frame the stored facts hold, by `taxonomy/tag/unit/period`, with each tag's label and description. */
interface FrameIndex {
  points: Map<string, FramePoint[]>;
  labels: Map<string, { label?: string; description?: string }>;
}

/** Built once per replica: the ~20 MB of company facts are parsed one file at a time and only frame facts kept. */
const indexByRoot = new Map<string, Promise<FrameIndex>>();

function frameIndex(root: string): Promise<FrameIndex> {
  let index = indexByRoot.get(root);
  if (!index) {
    index = buildIndex(root);
    indexByRoot.set(root, index);
  }
  return index;
}

async function buildIndex(root: string): Promise<FrameIndex> {
  const index: FrameIndex = { points: new Map(), labels: new Map() };
  const folder = path.join(root, 'api', 'xbrl', 'companyfacts');
  const files = (await readdir(folder).catch(() => []))
    .filter((name) => /^CIK\d{10}\.json$/.test(name))
    .sort();
  for (const name of files) {
    const company = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as StoredFacts;
    const loc = await locationOf(root, name);
    for (const [taxonomy, tags] of Object.entries(company.facts)) {
      for (const [tag, stored] of Object.entries(tags)) {
        index.labels.set(`${taxonomy}/${tag}`, { label: stored.label, description: stored.description });
        for (const [unit, facts] of Object.entries(stored.units)) {
          for (const fact of facts) {
            if (!fact.frame) continue;
            const key = `${taxonomy}/${tag}/${unit}/${fact.frame}`;
            const { accn, start, end, val } = fact;
            const point = {
              accn,
              cik: company.cik,
              entityName: company.entityName,
              loc,
              ...(start ? { start } : {}),
              end,
              val,
            };
            const points = index.points.get(key);
            if (points) points.push(point);
            else index.points.set(key, [point]);
          }
        }
      }
    }
  }
  return index;
}

/** EDGAR's `loc`: `US-CA` for a US state, else the country code; from the submissions file when it is stored. */
async function locationOf(root: string, fileName: string): Promise<string | null> {
  const raw = await readFile(path.join(root, 'submissions', fileName), 'utf8').catch(() => null);
  const state = raw ? JSON.parse(raw).addresses?.business?.stateOrCountry : null;
  if (typeof state !== 'string') return null;
  return /^[A-Z]{2}$/.test(state) ? `US-${state}` : state;
}

/**
 * `api/xbrl/frames/{taxonomy}/{tag}/{unit}/{period}.json` synthesised from the stored company facts as EDGAR builds
 * it: each fact EDGAR assigned to a calendar frame carries that frame's name (`"frame": "CY2024"`), and the frame is
 * those facts, one a filer. null (a 404, as EDGAR answers) for another path or a frame no stored company reports.
 */
export async function buildFrame(root: string, pathname: string): Promise<Buffer | null> {
  const match = FRAME_PATH.exec(pathname);
  if (!match) return null;
  const [, taxonomy, tag, unitPath, period] = match as unknown as [string, string, string, string, string];
  // A ratio unit is `USD/shares` in the company facts and `USD-per-shares` in a frame's path.
  const unit = unitPath.replace('-per-', '/');
  const index = await frameIndex(root);
  const data = index.points.get(`${taxonomy}/${tag}/${unit}/${period}`) ?? [];
  if (data.length === 0) return null;
  const { label, description } = index.labels.get(`${taxonomy}/${tag}`) ?? {};
  const frame = { taxonomy, tag, ccp: period, uom: unit, label, description, pts: data.length, data };
  return Buffer.from(JSON.stringify(frame));
}
