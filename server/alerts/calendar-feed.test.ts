import { describe, expect, it } from 'vitest';
import type { UpcomingRelease } from '../../contract/alerts.ts';
import { calendarFeed } from './calendar-feed.ts';

const release = (company_name: string): UpcomingRelease => ({
  ticker: 'EVIL',
  company_name,
  form: '10-K',
  period_end: '2025-12-31',
  expected_date: '2026-02-20',
  earliest_date: '2026-02-18',
  latest_date: '2026-02-25',
  deadline: '2026-03-02',
  confidence: 'usually files 50–56 days after fiscal year end',
  samples: 4,
});

const physicalLines = (feed: string) => feed.replace(/\r\n$/, '').split('\r\n');
/** RFC 5545 unfolding: a CRLF followed by one space or tab joins the lines. */
const contentLines = (feed: string) =>
  feed
    .replace(/\r\n[ \t]/g, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('the calendar feed as RFC 5545 text', () => {
  it('keeps a name with a bare CR, LF or other control characters inside its own property', () => {
    const injected = 'Evil Corp\rEND:VEVENT\rBEGIN:VEVENT\nSUMMARY:Buy now\r\nX-A:1\u0000\u0007\u001b\u007f';
    const feed = calendarFeed([release(injected)], new Date('2026-01-01T00:00:00Z'));
    // Only CRLF ends a line, and every line break of the name is an escaped \n.
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting none are left
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    const lines = contentLines(feed);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toEqual(['SUMMARY:EVIL 10-K expected']);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(
      'Evil Corp\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Buy now\\nX-A:1: 10-K',
    );
  });

  it('escapes backslash, semicolon and comma', () => {
    const lines = contentLines(calendarFeed([release('A\\B; C, Inc.')], new Date()));
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:A\\\\B\\; C\\, Inc\.: 10-K/,
    );
  });

  it('folds at 75 octets of UTF-8, never inside a character, and unfolds to the same text', () => {
    const name = `Société Générale — ${'日本語の会社名'.repeat(8)} 🚀🚀🚀 Holdings`;
    const feed = calendarFeed([release(name)], new Date());
    for (const line of physicalLines(feed)) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(feed).not.toContain('\uFFFD');
    expect(contentLines(feed).find((l) => l.startsWith('DESCRIPTION:'))).toContain(name);
  });
});
