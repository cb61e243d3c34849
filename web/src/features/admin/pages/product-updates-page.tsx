import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { usePageMeta } from '@/lib/page-meta';
import { useSendProductUpdate } from '../api/product-updates-api';
import { AdminPageHeader } from '../components/admin-page-header';

/**
 * `/product-updates` (admin): an announcement mailed to every user who turned Product Updates on in their
 * notifications, each with its own unsubscribe link. It is sent once, as a job (see its progress under the jobs).
 */
export default function ProductUpdatesPage() {
  usePageMeta('Product Updates');
  const send = useSendProductUpdate();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate({ subject, message }, { onSuccess: () => setMessage('') });
  }

  return (
    <main className="mx-auto max-w-3xl space-y-6 p-6">
      <AdminPageHeader
        title="Product Updates"
        subtitle="Mail an announcement to the users who turned Product Updates on. Each mail can be unsubscribed from."
      />
      {send.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{send.error.message}</AlertDescription>
        </Alert>
      ) : null}
      {send.isSuccess ? (
        <Alert>
          <AlertDescription data-testid="product-update-sent">
            Queued: the announcement is being mailed to everyone who opted in.
          </AlertDescription>
        </Alert>
      ) : null}
      <form className="grid gap-4" onSubmit={submit}>
        <div className="grid gap-1">
          <Label htmlFor="update-subject">Subject</Label>
          <Input
            id="update-subject"
            value={subject}
            maxLength={150}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="update-message">Message</Label>
          <Textarea
            id="update-message"
            rows={8}
            value={message}
            maxLength={5000}
            onChange={(e) => setMessage(e.target.value)}
          />
          <p className="text-muted-foreground text-xs">Plain text; a blank line starts a new paragraph.</p>
        </div>
        <Button type="submit" disabled={send.isPending || !subject.trim() || !message.trim()}>
          {send.isPending ? 'Sending…' : 'Send to opted-in users'}
        </Button>
      </form>
    </main>
  );
}
