import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import {
  MAX_SHARE_DAYS,
  useBriefShares,
  useCreateBriefShare,
  useRevokeBriefShare,
} from '../api/account-brief';

const STATUS_LABELS = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const;

/**
 * Read-only links to a snapshot of the brief: made with an expiry, listed, revoked. The link is shown once, when
 * made: the server keeps only its hash.
 */
export function BriefShares({ ticker }: { ticker: string }) {
  const fieldId = useId();
  const [days, setDays] = useState('14');
  const [link, setLink] = useState<string | null>(null);
  const shares = useBriefShares(ticker);
  const create = useCreateBriefShare(ticker);
  const revoke = useRevokeBriefShare(ticker);

  async function share() {
    try {
      const { path } = await create.mutateAsync(Number(days));
      setLink(`${window.location.origin}${path}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not make the link.');
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied.');
    } catch {
      toast.error('Copy failed: select the link and copy it yourself.');
    }
  }

  return (
    <Card className="brief-no-print">
      <CardHeader>
        <CardTitle>Share links</CardTitle>
        <CardDescription>
          Anyone with a link sees this brief as it is now, read-only and without signing in, until it expires
          or you revoke it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor={fieldId}>Expires after (days)</Label>
            <Input
              id={fieldId}
              type="number"
              min={1}
              max={MAX_SHARE_DAYS}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              className="w-28"
            />
          </div>
          <Button onClick={share} disabled={create.isPending}>
            Create share link
          </Button>
        </div>
        {link ? (
          <div className="flex flex-wrap items-center gap-2" role="status">
            <Input readOnly value={link} aria-label="Share link" className="min-w-0 flex-1" />
            <Button variant="outline" onClick={() => copy(link)}>
              Copy link
            </Button>
          </div>
        ) : null}
        {shares.data?.shares.length ? (
          <ul className="space-y-2 text-sm" aria-label="Share links">
            {shares.data.shares.map((share) => (
              <li key={share.id} className="flex flex-wrap items-center gap-2">
                <Badge variant={share.status === 'active' ? 'default' : 'secondary'}>
                  {STATUS_LABELS[share.status]}
                </Badge>
                <span>
                  Made {share.createdAt.slice(0, 10)}, expires {share.expiresAt.slice(0, 10)}
                </span>
                {share.status === 'active' ? (
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(share.id, {
                        onSuccess: () => toast.success('Link revoked: it no longer opens the brief.'),
                        onError: (error) => toast.error(error.message),
                      })
                    }
                  >
                    Revoke
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
