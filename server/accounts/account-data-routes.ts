import { Hono } from 'hono';
import type { AuthEnv } from '#server/http/app-env.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { contractRoutes } from '#server/http/route.ts';
import * as contract from '../../contract/account-data.ts';
import { type AccountDeletionDeps, deleteAccount } from './account-deletion.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { exportFileName, exportUserData, listsCsv } from './data-export.ts';
import { requireSession } from './require-user.ts';

/** A download, never kept by a shared cache. */
function attachment(fileName: string): Record<string, string> {
  return { 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' };
}

/** The caller's data as a whole: export it, or delete the account with it (`contract/account-data.ts`). */
export function createAccountDataRoutes(deps: AccountsDeps) {
  const app = new Hono<AuthEnv>();
  const route = contractRoutes(app, {
    requireUser: deps.requireUser,
    requireSession,
    checkResponses: deps.checkResponses,
  });
  const deletion: AccountDeletionDeps = {
    db: deps.db,
    auth: deps.auth,
    log: deps.log,
    clock: deps.clock,
    sessionCache: deps.sessionCache,
    billing: { db: deps.db, stripe: deps.stripe, log: deps.log },
    crm: deps.crm,
  };

  route(contract.exportMyData, async (c) => {
    const now = deps.clock();
    const data = await exportUserData(deps.db, c.get('user').id, now);
    for (const [name, value] of Object.entries(attachment(exportFileName('data', 'json', now))))
      c.header(name, value);
    return data;
  });

  route(contract.exportMyLists, async (c) => {
    const now = deps.clock();
    return new Response(await listsCsv(deps.db, c.get('user').id), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        ...attachment(exportFileName('lists', 'csv', now)),
      },
    });
  });

  route(contract.deleteAccount, async (c, { body }) => {
    const user = c.get('user');
    const cookie = c.req.header('cookie') ?? '';
    await deleteAccount(deletion, {
      userId: user.id,
      email: user.email,
      password: body.password,
      code: body.code,
      cookie,
      ip: clientIp(c, deps.config.TRUST_PROXY),
    });
    // The session is gone with the account; Better Auth's own sign-out expires its cookies in this browser.
    const signedOut = await deps.auth.api.signOut({ headers: new Headers({ cookie }), asResponse: true });
    for (const expired of signedOut.headers.getSetCookie()) c.header('Set-Cookie', expired, { append: true });
  });

  return app;
}
