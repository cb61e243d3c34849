import { type ApiTokenScope, newApiToken } from '@contract/accounts';
import { API_TOKEN_NAME_MAX } from '@contract/fields';
import { getApiDocs } from '@contract/openapi';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { apiUrl } from '@/lib/call-api';
import { toast } from '@/lib/toast';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import type { ApiToken } from '../api/types';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const SCOPE_LABELS: Record<ApiTokenScope, string> = { read: 'Read only', 'read-write': 'Read & write' };

/**
 * Personal API tokens on `/account`: scripts and integrations send one as `Authorization: Bearer`. A new token is
 * shown once, right after it is made; the server keeps only its hash.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const form = useForm<z.input<typeof newApiToken>, unknown, z.output<typeof newApiToken>>({
    resolver: zodResolver(newApiToken),
    defaultValues: { name: '', scope: 'read' },
  });
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);

  const onCreate = form.handleSubmit(async (input) => {
    try {
      const result = await create.mutateAsync(input);
      setCreated({ name: result.apiToken.name, token: result.token });
      form.resetField('name');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not create the token.');
    }
  });

  async function onRevoke(token: ApiToken) {
    try {
      await revoke.mutateAsync(token.id);
      toast.success(`Token "${token.name}" revoked.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not revoke the token.');
    }
  }

  async function copy(token: string) {
    try {
      await navigator.clipboard.writeText(token);
      toast.success('Token copied.');
    } catch {
      toast.error('Copy failed: select the token and copy it yourself.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-4" aria-hidden="true" />
          API Tokens
        </CardTitle>
        <CardDescription>
          Let scripts and integrations use 10Kai as you: send a token as <code>Authorization: Bearer</code>. A
          read-only token cannot change anything. Changing your password revokes every token. Every route, its
          answers and errors are in the{' '}
          <a className="underline" href={apiUrl(getApiDocs)} target="_blank" rel="noopener noreferrer">
            API reference<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form noValidate className="flex flex-wrap items-end gap-3" onSubmit={onCreate}>
          <Field
            label="Token name"
            error={form.formState.errors.name?.message}
            className="grid min-w-48 flex-1 gap-1.5"
          >
            {(control) => (
              <Input
                {...control}
                maxLength={API_TOKEN_NAME_MAX}
                placeholder="e.g. CRM sync"
                {...form.register('name')}
              />
            )}
          </Field>
          <Field label="Access" className="grid gap-1.5">
            {(control) => (
              <select
                {...control}
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
                {...form.register('scope')}
              >
                <option value="read">{SCOPE_LABELS.read}</option>
                <option value="read-write">{SCOPE_LABELS['read-write']}</option>
              </select>
            )}
          </Field>
          <Button type="submit" disabled={!form.watch('name').trim() || create.isPending}>
            Create Token
          </Button>
        </form>

        {created ? (
          <Alert>
            <AlertTitle>Token “{created.name}” created</AlertTitle>
            <AlertDescription className="grid gap-2">
              <p>Copy it now: you will not be able to see it again.</p>
              <div className="flex flex-wrap items-center gap-2">
                <Input readOnly aria-label="New API token" value={created.token} className="font-mono" />
                <Button type="button" variant="outline" size="sm" onClick={() => void copy(created.token)}>
                  Copy
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setCreated(null)}>
                  Done
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        ) : null}

        {tokens.isPending ? <Spinner label="Loading tokens" /> : null}
        {tokens.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{tokens.error.message}</AlertDescription>
          </Alert>
        ) : null}
        {tokens.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">No API tokens yet.</p>
        ) : null}
        <ul className="grid gap-3">
          {tokens.data?.map((token) => (
            <li
              key={token.id}
              data-testid="api-token-row"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
            >
              <div className="grid gap-0.5 text-sm">
                <p className="flex items-center gap-2 font-medium">
                  {token.name}
                  <Badge variant="secondary">{SCOPE_LABELS[token.scope]}</Badge>
                </p>
                <p className="font-mono text-muted-foreground">{token.prefix}…</p>
                <p className="text-muted-foreground">
                  Created {date.format(new Date(token.createdAt))} ·{' '}
                  {token.lastUsedAt ? `Last used ${date.format(new Date(token.lastUsedAt))}` : 'Never used'}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={revoke.isPending}
                onClick={() => void onRevoke(token)}
                aria-label={`Revoke ${token.name}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
