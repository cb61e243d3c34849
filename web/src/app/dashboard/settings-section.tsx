import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ProfileForm } from '@/features/accounts/components/profile-form';

/** Settings until the accounts feature ships its own `SettingsSection`: the account link and the profile form. */
export function SettingsSection() {
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <div className="space-y-1">
            <CardTitle>Account &amp; Subscription</CardTitle>
            <CardDescription>Manage your plan, billing and account.</CardDescription>
          </div>
          <Button asChild variant="outline">
            <Link to="/account">Account &amp; Subscription</Link>
          </Button>
        </CardHeader>
      </Card>
      <ProfileForm />
    </div>
  );
}
