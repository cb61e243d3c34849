import { Bell, CreditCard, Shield, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ChangePasswordCard } from './change-password-card';
import { NotificationsTab } from './notifications-tab';
import { ProfileForm } from './profile-form';
import { SellerReadingCard } from './seller-reading-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * The dashboard's Settings section: account link plus the four Profile Settings tabs. The
 * Subscription tab belongs to the billing feature: the app layer passes it.
 */
export function SettingsSection({ subscriptionTab }: { subscriptionTab?: ReactNode }) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Account &amp; Subscription</CardTitle>
          <CardDescription>Your plan, usage and billing.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/account">Manage Account &amp; Subscription</Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Profile Settings</CardTitle>
          <CardDescription>Manage your profile, security, subscription and notifications.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="profile">
            {/* Four tabs wrap onto two rows on a phone rather than hiding one off-screen. */}
            <TabsList className="h-auto flex-wrap *:h-8">
              <TabsTrigger value="profile">
                <User aria-hidden="true" />
                Profile
              </TabsTrigger>
              <TabsTrigger value="security">
                <Shield aria-hidden="true" />
                Security
              </TabsTrigger>
              <TabsTrigger value="subscription">
                <CreditCard aria-hidden="true" />
                Subscription
              </TabsTrigger>
              <TabsTrigger value="notifications">
                <Bell aria-hidden="true" />
                Notifications
              </TabsTrigger>
            </TabsList>
            <TabsContent value="profile" className="grid gap-8">
              <ProfileForm />
              <SellerReadingCard />
            </TabsContent>
            <TabsContent value="security" className="grid gap-4">
              <ChangePasswordCard />
              <TwoFactorCard />
              <SessionsCard />
            </TabsContent>
            <TabsContent value="subscription">{subscriptionTab}</TabsContent>
            <TabsContent value="notifications">
              <NotificationsTab />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
