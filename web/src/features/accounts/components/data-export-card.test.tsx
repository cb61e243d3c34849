import { exportMyData, exportMyLists } from '@contract/account-data';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mswServer } from '@/test/msw';
import { renderWithQuery } from '@/test/render-with-query';
import { DataExportCard } from './data-export-card';

const saved: { name: string; blob: Blob }[] = [];

beforeAll(() => {
  // jsdom has no object URLs and cannot save files: record what the browser would have saved instead.
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
});

afterEach(() => {
  cleanup();
  saved.length = 0;
});

/**
 * The export endpoints answer files with `Content-Disposition`, which `mockEndpoint` (JSON answers) does not set:
 * these two are answered with msw directly, at the contract's paths.
 */
function answerExport(path: string, reply: () => Response) {
  const calls: Request[] = [];
  mswServer.use(
    http.get(`*/api${path}`, ({ request }) => {
      calls.push(request);
      return reply();
    }),
  );
  return calls;
}

describe('DataExportCard', () => {
  it('saves my data as the JSON file the server names', async () => {
    const calls = answerExport(exportMyData.path, () =>
      HttpResponse.json(
        { format: '10kai-data-export', version: 1 },
        { headers: { 'content-disposition': 'attachment; filename="10kai-data-2026-11-26.json"' } },
      ),
    );
    renderWithQuery(<DataExportCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Export My Data (JSON)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('10kai-data-2026-11-26.json');
    expect(JSON.parse((await saved[0]?.blob.text()) ?? '')).toEqual({
      format: '10kai-data-export',
      version: 1,
    });
    expect(calls).toHaveLength(1);
    await screen.findByRole('button', { name: 'Export My Data (JSON)' });
  });

  it('saves my lists as CSV', async () => {
    answerExport(
      exportMyLists.path,
      () =>
        new HttpResponse('List,List description,Ticker,Company,Notes,Saved at\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="10kai-lists-2026-11-26.csv"',
          },
        }),
    );
    renderWithQuery(<DataExportCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Export Lists (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('10kai-lists-2026-11-26.csv');
    expect(await saved[0]?.blob.text()).toContain('List,List description,Ticker');
  });

  it('shows a failure on the page instead of saving it as the file', async () => {
    answerExport(exportMyData.path, () =>
      HttpResponse.json({ error: 'Something went wrong', code: 'INTERNAL' }, { status: 500 }),
    );
    answerExport(exportMyLists.path, () =>
      HttpResponse.json({ error: 'x', code: 'UNAUTHORIZED' }, { status: 401 }),
    );
    renderWithQuery(<DataExportCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Export My Data (JSON)' }));
    expect((await screen.findByText('Something went wrong')).closest('[role="alert"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export Lists (CSV)' }));
    await screen.findByText('Authentication required. Please sign in.');
    expect(saved).toEqual([]);
  });
});
