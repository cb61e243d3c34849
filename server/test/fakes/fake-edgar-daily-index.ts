import { readdir } from 'node:fs/promises';
import path from 'node:path';

const DAILY_INDEX =
  /^\/Archives\/edgar\/daily-index\/(\d{4})\/QTR([1-4])\/master\.(\d{4})(\d{2})(\d{2})\.idx$/;

/** What the replica knows of a company's filings: its submissions JSON, as the fake serves it. */
export type SubmissionsOf = (cik10: string) => Promise<Buffer | null>;

/**
 * EDGAR's daily master index for one day, synthesised from every submissions file the fake serves (the shared
 * snapshots, companies described by the manifest, filings a test added): each filing filed that day, sorted by
 * CIK as EDGAR sorts master files. null (a 404) for a day with nothing filed, or any other path.
 */
export async function dailyIndexFile(
  root: string,
  extraCiks: number[],
  manifestCiks: number[],
  submissionsOf: SubmissionsOf,
  pathname: string,
): Promise<Buffer | null> {
  const match = DAILY_INDEX.exec(pathname);
  if (!match) return null;
  const [, year, quarter, fileYear, month, day] = match as unknown as string[];
  const date = `${fileYear}-${month}-${day}`;
  // A weekend day has an index here only if a test filed on it (EDGAR itself accepts nothing then).
  if (year !== fileYear || Math.ceil(Number(month) / 3) !== Number(quarter)) return null;
  const rows: string[] = [];
  for (const cik10 of await knownCiks(root, extraCiks, manifestCiks)) {
    const body = await submissionsOf(cik10);
    if (!body) continue;
    const doc = JSON.parse(body.toString('utf8')) as {
      name?: string;
      filings: { recent: { accessionNumber: string[]; filingDate: string[]; form: string[] } };
    };
    const { accessionNumber, filingDate, form } = doc.filings.recent;
    filingDate.forEach((filed, i) => {
      if (filed !== date) return;
      const cik = Number(cik10);
      rows.push(
        `${cik}|${(doc.name ?? '').toUpperCase()}|${form[i]}|${filed.replaceAll('-', '')}|edgar/data/${cik}/${accessionNumber[i]}.txt`,
      );
    });
  }
  if (!rows.length) return null;
  const header = [
    'Description:           Daily Index of EDGAR Dissemination Feed by Company Name',
    `Last Data Received:    ${new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`,
    'Comments:              webmaster@sec.gov',
    'Anonymous FTP:         ftp://ftp.sec.gov/edgar/',
    '',
    '',
    '',
    '',
    'CIK|Company Name|Form Type|Date Filed|File Name',
    '-'.repeat(80),
  ];
  return Buffer.from(`${[...header, ...rows.sort(byCik)].join('\n')}\n`, 'latin1');
}

async function knownCiks(root: string, extraCiks: number[], manifestCiks: number[]): Promise<string[]> {
  const files = await readdir(path.join(root, 'submissions')).catch(() => [] as string[]);
  const fromFiles = files.flatMap((file) => /^CIK(\d{10})\.json$/.exec(file)?.[1] ?? []);
  const others = [...extraCiks, ...manifestCiks].map((cik) => String(cik).padStart(10, '0'));
  return [...new Set([...fromFiles, ...others])];
}

function byCik(a: string, b: string): number {
  return Number(a.split('|')[0]) - Number(b.split('|')[0]);
}
