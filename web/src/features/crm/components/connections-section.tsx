import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import {
  CRM_NAMES,
  type CrmProvider,
  connectCrm,
  crmApi,
  crmKeys,
  useHubspotStatus,
  useSalesforceStatus,
} from '../api/crm-api';

function ConnectionRow({
  provider,
  connected,
  account,
  configured,
}: {
  provider: CrmProvider;
  connected: boolean;
  account: string | null;
  configured: boolean;
}) {
  const queryClient = useQueryClient();
  const name = CRM_NAMES[provider];

  const disconnect = useMutation({
    mutationFn: () => crmApi.disconnect(provider),
    onSuccess: () => toast.success(`${name} disconnected`),
    onError: () => toast.error('Connection Failed', { description: `Failed to disconnect ${name}` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: crmKeys.status(provider) }),
  });
  const connect = useMutation({
    mutationFn: () => connectCrm(provider, '/account'),
    onError: () => toast.error('Connection Failed', { description: `Failed to connect to ${name}` }),
  });
  // Still busy once the consent screen is on its way: the page is being left.
  const busy = disconnect.isPending || connect.isPending || connect.isSuccess;

  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-2"
      data-testid={`connection-${provider}`}
    >
      <div>
        <p className="font-medium">{name}</p>
        <p className="text-sm text-muted-foreground">
          {!configured
            ? 'Not available on this server'
            : connected
              ? `Connected${account ? ` as ${account}` : ''}`
              : 'Not connected'}
        </p>
      </div>
      {configured ? (
        connected ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => disconnect.mutate()}>
            Disconnect
          </Button>
        ) : (
          <Button size="sm" disabled={busy} onClick={() => connect.mutate()}>
            Connect {name}
          </Button>
        )
      ) : null}
    </li>
  );
}

/** The Connections section of /account: both CRMs, with status, connect and disconnect; Free users get an upgrade. */
export function ConnectionsSection({ plan }: { plan: 'free' | 'pro' }) {
  const pro = plan === 'pro';
  const salesforce = useSalesforceStatus(pro);
  const hubspot = useHubspotStatus(pro);

  // Back from Salesforce with a failure: say so once.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get('salesforce') === 'failed') {
      toast.error('Connection Failed', { description: 'Failed to connect to Salesforce' });
    }
  }, []);

  return (
    <Card id="connections">
      <CardHeader>
        <CardTitle>Connections</CardTitle>
        <CardDescription>
          CRMs you export analyses to. Tokens are stored encrypted and never shown.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!pro ? (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              Exports to Salesforce and HubSpot are part of the Pro plan.
            </p>
            <Button size="sm" className="w-fit" asChild>
              <Link to="/pricing">Upgrade to Pro</Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y">
            <ConnectionRow
              provider="salesforce"
              connected={salesforce.data?.connected === true}
              account={salesforce.data?.username ?? null}
              configured={salesforce.data?.configured !== false}
            />
            <ConnectionRow
              provider="hubspot"
              connected={hubspot.data?.connected === true}
              account={hubspot.data?.portal ?? null}
              configured={hubspot.data?.configured !== false}
            />
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
