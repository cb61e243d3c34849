import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/accounts/auth-context';

export const ACCOUNT_DELETED_NOTICE =
  'Your account and its data have been deleted, and you are signed out. Thank you for having used 10Kai.';

/**
 * The landing page after an account deletion (`/?account=deleted`, where the account page sends the browser). Only
 * to a signed-out visitor: someone signed in who follows such a link has an account.
 */
export function AccountDeletedNotice() {
  const [params] = useSearchParams();
  const { user, loading } = useAuth();
  if (params.get('account') !== 'deleted' || loading || user) return null;
  return (
    <div
      role="status"
      className="mx-auto mt-6 max-w-2xl rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-center text-sm text-green-900"
    >
      {ACCOUNT_DELETED_NOTICE}
    </div>
  );
}
