import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/format';
import { useAuth } from '../auth/use-auth';
import { ProfileForm } from './profile-form';
import { SellerReadingCard } from './seller-reading-card';

/** React Router numbers history entries: 0 means this page was opened directly. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return Boolean(
    state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number' && state.idx > 0,
  );
}

/**
 * 'My Profile' without its frame: the app layer puts it in the app shell, whose header carries
 * the title. The router's sign-in guard keeps signed-out visitors away.
 */
export function ProfileContent() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  if (loading || !user) return <PageSpinner />;

  const initial = user.email.charAt(0).toUpperCase() || 'U';
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (canGoBack() ? navigate(-1) : navigate('/dashboard'))}
        >
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Account Information</CardTitle>
        </CardHeader>
        <CardContent className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
          >
            {initial}
          </span>
          <div className="grid min-w-0 gap-1">
            <p className="break-all font-medium">{user.email}</p>
            <p className="text-sm text-muted-foreground">Member since {formatLongDate(user.createdAt)}</p>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Company Details</CardTitle>
          <CardDescription>Your analyses are personalised with what your company sells.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          <ProfileForm />
          <SellerReadingCard />
        </CardContent>
      </Card>
    </div>
  );
}
