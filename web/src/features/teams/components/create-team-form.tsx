import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateTeam } from '../api/teams-api';

/** A slug the name suggests: lower-case words joined by hyphens (the user may change it). */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
}

export function CreateTeamForm() {
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const create = useCreateTeam();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, slug: slug || slugOf(name) }, { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Create a team">
      <div>
        <Label htmlFor="team-name">Team name</Label>
        <Input
          id="team-name"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          required
        />
      </div>
      <div>
        <Label htmlFor="team-slug">Address</Label>
        <Input
          id="team-slug"
          value={slug}
          placeholder={slugOf(name)}
          maxLength={48}
          onChange={(e) => setSlug(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        Create team
      </Button>
      {create.error && <p role="alert">{create.error.message}</p>}
    </form>
  );
}
