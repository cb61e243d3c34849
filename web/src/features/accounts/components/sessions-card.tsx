import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { deviceName } from '../api/device-name';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Session Management: every signed-in device of this user, each revocable except the current one, and all the others
 * at once.
 */
export function SessionsCard() {
  const [open, setOpen] = useState(false);
  const sessions = useSessions(open);
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const hasOthers = sessions.data?.some((session) => !session.current) ?? false;

  async function revokeOne(id: string) {
    try {
      await revoke.mutateAsync(id);
      toast.success('Session signed out.');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not sign out that session.');
    }
  }

  async function revokeAllOthers() {
    try {
      await revokeOthers.mutateAsync();
      toast.success('Signed out everywhere else.');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not sign out the other sessions.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MonitorSmartphone className="size-4" aria-hidden="true" />
          Session Management
        </CardTitle>
        <CardDescription>
          See where your account is signed in and sign out devices you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          View Sessions
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Active sessions</DialogTitle>
            <DialogDescription>Signing out a session ends it at once on that device.</DialogDescription>
          </DialogHeader>
          {hasOthers ? (
            <div>
              <Button
                variant="outline"
                disabled={revokeOthers.isPending || revoke.isPending}
                onClick={() => void revokeAllOthers()}
              >
                Sign out everywhere else
              </Button>
            </div>
          ) : null}
          {sessions.isPending ? <Spinner label="Loading sessions" /> : null}
          {sessions.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{sessions.error.message}</AlertDescription>
            </Alert>
          ) : null}
          <ul className="grid gap-3">
            {sessions.data?.map((session) => (
              <li
                key={session.id}
                data-testid="session-row"
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
              >
                <div className="grid gap-0.5 text-sm">
                  <p className="flex items-center gap-2 font-medium" title={session.userAgent ?? undefined}>
                    {deviceName(session.userAgent)}
                    {session.current ? <Badge variant="success">This device</Badge> : null}
                  </p>
                  <p className="text-muted-foreground">IP {session.ipAddress ?? 'unknown'}</p>
                  <p className="text-muted-foreground">
                    Signed in {dateTime.format(new Date(session.createdAt))}
                  </p>
                  <p className="text-muted-foreground">
                    Last active {dateTime.format(new Date(session.lastActiveAt))}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={revoke.isPending || revokeOthers.isPending}
                    onClick={() => void revokeOne(session.id)}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
