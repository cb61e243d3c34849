import { TEAM_LIST_PAGE_SIZE } from '@contract/team-lists';
import { type FormEvent, useEffect, useState } from 'react';
import { Pager } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  useAddTeamListCompany,
  useCompanySearch,
  useCreateTeamList,
  useRemoveTeamListCompany,
  useTeamListCompanies,
  useTeamLists,
} from '../api/team-lists-api';
import { TeamListActions } from './team-list-actions';
import { TeamNotes } from './team-notes';

type Person = { name: string; member: boolean } | null;

/** "Ada Lovelace", "Ada Lovelace (left the team)" or "a deleted account": a list keeps who did what. */
function personLabel(person: Person): string {
  if (!person) return 'a deleted account';
  return person.member ? person.name : `${person.name} (left the team)`;
}

/**
 * The team's shared lists: every member sees and edits the same lists; `manager` (an owner or admin) and a list's
 * creator may also rename or delete it.
 */
export function TeamLists({ teamId, manager, userId }: { teamId: string; manager: boolean; userId: string }) {
  const { data, error } = useTeamLists(teamId);
  const [chosen, setChosen] = useState<string | null>(null);
  const lists = data?.lists ?? [];
  const list = lists.find((l) => l.id === chosen) ?? lists[0];
  return (
    <section aria-label="Shared lists" className="space-y-3">
      <h2 className="text-lg font-semibold">Shared lists</h2>
      {error && <p role="alert">{error.message}</p>}
      <CreateListForm teamId={teamId} onCreated={setChosen} />
      {data && lists.length === 0 && <p className="text-muted-foreground">No shared list yet.</p>}
      <nav aria-label="Team lists" className="flex flex-wrap gap-2">
        {lists.map((l) => (
          <Button
            key={l.id}
            variant={l.id === list?.id ? 'default' : 'outline'}
            size="sm"
            aria-pressed={l.id === list?.id}
            onClick={() => setChosen(l.id)}
          >
            {l.name} ({l.companyCount})
          </Button>
        ))}
      </nav>
      {list && (manager || list.createdBy?.userId === userId) && (
        <TeamListActions teamId={teamId} list={list} onDeleted={() => setChosen(null)} />
      )}
      {list && <TeamListView key={list.id} teamId={teamId} listId={list.id} />}
    </section>
  );
}

function CreateListForm({ teamId, onCreated }: { teamId: string; onCreated: (listId: string) => void }) {
  const [name, setName] = useState('');
  const create = useCreateTeamList(teamId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: ({ list }) => {
        setName('');
        onCreated(list.id);
      },
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Create a shared list">
      <div>
        <Label htmlFor="team-list-name">List name</Label>
        <Input id="team-list-name" value={name} onChange={(e) => setName(e.target.value)} required />
      </div>
      <Button type="submit" disabled={create.isPending}>
        Create list
      </Button>
      {create.error && <p role="alert">{create.error.message}</p>}
    </form>
  );
}

function TeamListView({ teamId, listId }: { teamId: string; listId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useTeamListCompanies(teamId, listId, page);
  const remove = useRemoveTeamListCompany(teamId, listId);
  const [notesOf, setNotesOf] = useState<string | null>(null);
  const failure = error ?? remove.error;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / TEAM_LIST_PAGE_SIZE)) : page;
  // Removing the last company of the last page leaves that page empty: show the one before.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  return (
    <div className="space-y-3">
      {failure && <p role="alert">{failure.message}</p>}
      <AddCompany teamId={teamId} listId={listId} />
      {data && data.total > 0 && (
        <Pager
          label="Team list pages"
          size="sm"
          page={page}
          pageSize={TEAM_LIST_PAGE_SIZE}
          total={data.total}
          busy={isFetching}
          onPage={setPage}
        />
      )}
      <ul aria-label="Companies on this list" className="divide-y">
        {data?.companies.map((entry) => (
          <li key={entry.company.id} className="space-y-2 py-2">
            <div className="flex items-center gap-3">
              <span className="flex-1">
                <strong>{entry.company.ticker}</strong> {entry.company.name}
                <span className="block text-sm text-muted-foreground">
                  Added by {personLabel(entry.addedBy)} on {new Date(entry.addedAt).toLocaleDateString()}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-expanded={notesOf === entry.company.id}
                onClick={() => setNotesOf(notesOf === entry.company.id ? null : entry.company.id)}
              >
                Notes on {entry.company.ticker}
              </Button>
              <Button variant="outline" size="sm" onClick={() => remove.mutate(entry.company.id)}>
                Remove {entry.company.ticker}
              </Button>
            </div>
            {notesOf === entry.company.id && (
              <TeamNotes teamId={teamId} companyId={entry.company.id} ticker={entry.company.ticker} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Search the catalogue, then add a result to the list. */
function AddCompany({ teamId, listId }: { teamId: string; listId: string }) {
  const [term, setTerm] = useState('');
  const [submitted, setSubmitted] = useState('');
  const search = useCompanySearch(submitted);
  const add = useAddTeamListCompany(teamId, listId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(term.trim());
  };
  return (
    <div className="space-y-2">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Add a company">
        <div>
          <Label htmlFor="team-list-search">Company</Label>
          <Input id="team-list-search" value={term} onChange={(e) => setTerm(e.target.value)} required />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {(search.error ?? add.error) && <p role="alert">{(search.error ?? add.error)?.message}</p>}
      <ul aria-label="Search results" className="space-y-1">
        {search.data?.companies.slice(0, 8).map((company) => (
          <li key={company.id} className="flex items-center gap-3">
            <span className="flex-1">
              {company.ticker} {company.name}
            </span>
            <Button size="sm" onClick={() => add.mutate(company.id)} disabled={add.isPending}>
              Add {company.ticker}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
