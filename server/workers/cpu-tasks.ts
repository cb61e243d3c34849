import { analyzeExtractive } from '#server/analysis/engines/extractive/extractive-engine.ts';
import type { Analysis, AnalysisInput } from '#server/analysis/types.ts';
import { sanitizeFiling } from '#server/filings/documents/sanitize-filing.ts';
import { type ParsedFiling, sectionsFromExhibit } from '#server/filings/sections/index.ts';

/**
 * What a worker thread runs: plain functions of one cloneable argument, the same code the in-process path calls.
 * Nothing here touches the database or the network.
 */
export { gzipTextSync as gzipText } from '#server/filings/documents/document-body-files.ts';
export { compareFilings, parseFiling, sanitizeDownload } from '#server/filings/filing-work.ts';

/** The viewer's copy of a filing: a second full parse of the document, as costly as the sections'. */
export function sanitize(task: { html: string; folderUrl: string }): string {
  return sanitizeFiling(task.html, { folderUrl: task.folderUrl });
}

/** Sections of an annual report to shareholders (Exhibit 13). */
export function exhibitSections(task: { html: string }): ParsedFiling {
  return sectionsFromExhibit(task.html);
}

export function analyze(task: AnalysisInput): Analysis {
  return analyzeExtractive(task);
}
