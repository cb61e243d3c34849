import type { SalesforceType } from '../../../contract/crm.ts';
import { type CrmServiceDeps, crmClient } from '../crm-adapters.ts';
import type { CrmDeps } from '../crm-deps.ts';
import { loadExportSource } from '../export-source.ts';
import { markdownNote, noteTitle, passageLinkFor } from '../note-content.ts';
import { withCrmToken } from '../with-crm-token.ts';
import { salesforceFailure } from './salesforce-failure.ts';

export async function searchSalesforce(
  deps: CrmServiceDeps,
  userId: string,
  type: SalesforceType,
  query: string,
) {
  const client = crmClient(deps, 'salesforce');
  try {
    return await withCrmToken(deps, 'salesforce', userId, ({ instanceUrl, accessToken }) =>
      client.search(instanceUrl, accessToken, type, query),
    );
  } catch (error) {
    throw salesforceFailure(deps.log, error, {
      code: 'SALESFORCE_SEARCH_FAILED',
      message: 'Failed to search Salesforce',
    });
  }
}

/** The note is the stored analysis written out by the server, or the caller's own title and content. */
export async function createSalesforceNote(
  deps: CrmDeps,
  userId: string,
  note: { parentId: string; analysisId?: string; title?: string; content?: string },
): Promise<{ id: string }> {
  const client = crmClient(deps, 'salesforce');
  let title = note.title ?? '';
  let body = note.content ?? '';
  if (note.analysisId) {
    const source = await loadExportSource(deps.db, userId, note.analysisId);
    title = noteTitle(source);
    body = markdownNote(source, passageLinkFor(deps.config.APP_URL));
  }
  try {
    return await withCrmToken(deps, 'salesforce', userId, ({ instanceUrl, accessToken }) =>
      client.createNote(instanceUrl, accessToken, { parentId: note.parentId, title, body }),
    );
  } catch (error) {
    throw salesforceFailure(deps.log, error, {
      code: 'SALESFORCE_EXPORT_FAILED',
      message: 'Failed to export to Salesforce',
    });
  }
}
