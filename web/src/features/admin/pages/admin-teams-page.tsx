import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePageMeta } from '@/lib/page-meta';
import { useAdminTeams } from '../api/admin-teams-api';
import { AdminPageHeader } from '../components/admin-page-header';
import { EnterpriseSwitch } from '../components/enterprise-switch';

/** `/admin-teams` (admin): find a team by name or address and put it on the Enterprise plan (or take it off). */
export default function AdminTeamsPage() {
  usePageMeta('Teams');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const { data: teams, error } = useAdminTeams(q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  return (
    <main className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
      <AdminPageHeader
        title="Teams"
        subtitle="Teams by name or address, newest first: the Enterprise plan is set here."
      />
      <form aria-label="Search teams" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <Label htmlFor="admin-teams-q">Name or address</Label>
          <Input
            id="admin-teams-q"
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {error ? (
        <p role="alert">{error.message}</p>
      ) : !teams ? (
        <PageSpinner label="Loading teams" />
      ) : teams.length === 0 ? (
        <p className="text-sm text-muted-foreground">{q ? `No team matches “${q}”.` : 'No teams yet.'}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Address</TableHead>
              <TableHead>Members</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>Enterprise</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {teams.map((team) => (
              <TableRow key={team.id}>
                <TableCell>{team.name}</TableCell>
                <TableCell>{team.slug}</TableCell>
                <TableCell>{team.members}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={team.createdAt}>{new Date(team.createdAt).toLocaleDateString()}</time>
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap items-center gap-2">
                    {team.enterprise ? <Badge variant="success">Enterprise</Badge> : <span>No</span>}
                    <EnterpriseSwitch team={team} />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </main>
  );
}
