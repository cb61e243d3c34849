import { TEAM_NOTE_MAX } from '@contract/team-lists';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAddTeamNote, useDeleteTeamNote, useEditTeamNote, useTeamNotes } from '../api/team-notes-api';

/** The team's notes on one company: everyone reads and adds; the author alone edits or deletes theirs. */
export function TeamNotes({
  teamId,
  companyId,
  ticker,
}: {
  teamId: string;
  companyId: string;
  ticker: string;
}) {
  const { data, error } = useTeamNotes(teamId, companyId);
  const remove = useDeleteTeamNote(teamId, companyId);
  const [editing, setEditing] = useState<string | null>(null);
  const failure = error ?? remove.error;
  return (
    <section aria-label={`Notes on ${ticker}`} className="space-y-2 border-l-2 pl-3">
      {failure && <p role="alert">{failure.message}</p>}
      {data?.notes.length === 0 && <p className="text-sm text-muted-foreground">No notes yet.</p>}
      <ul className="space-y-2">
        {data?.notes.map((note) =>
          editing === note.id ? (
            <li key={note.id}>
              <NoteForm
                teamId={teamId}
                companyId={companyId}
                noteId={note.id}
                initial={note.body}
                onDone={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={note.id}>
              <p className="whitespace-pre-wrap">{note.body}</p>
              <p className="text-sm text-muted-foreground">
                {note.author.member ? note.author.name : `${note.author.name} (left the team)`},{' '}
                {new Date(note.createdAt).toLocaleString()}
                {note.updatedAt !== note.createdAt && ' (edited)'}
              </p>
              {note.mine && (
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing(note.id)}>
                    Edit
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => remove.mutate(note.id)}>
                    Delete
                  </Button>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
      {editing === null && <NoteForm teamId={teamId} companyId={companyId} />}
    </section>
  );
}

/** Adds a note, or edits one when `noteId` is given. */
function NoteForm({
  teamId,
  companyId,
  noteId,
  initial = '',
  onDone,
}: {
  teamId: string;
  companyId: string;
  noteId?: string;
  initial?: string;
  onDone?: () => void;
}) {
  const [body, setBody] = useState(initial);
  const add = useAddTeamNote(teamId, companyId);
  const edit = useEditTeamNote(teamId, companyId);
  const pending = add.isPending || edit.isPending;
  const failure = add.error ?? edit.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const done = () => {
      setBody('');
      onDone?.();
    };
    if (noteId) edit.mutate({ noteId, body }, { onSuccess: done });
    else add.mutate(body, { onSuccess: done });
  };
  const fieldId = `note-${companyId}-${noteId ?? 'new'}`;
  return (
    <form onSubmit={submit} className="space-y-1" aria-label={noteId ? 'Editing a note' : 'Adding a note'}>
      <Label htmlFor={fieldId}>{noteId ? 'Edit note' : 'New note'}</Label>
      <Textarea
        id={fieldId}
        value={body}
        maxLength={TEAM_NOTE_MAX}
        onChange={(e) => setBody(e.target.value)}
        required
      />
      <Button type="submit" size="sm" disabled={pending}>
        {noteId ? 'Save note' : 'Add note'}
      </Button>
      {failure && <p role="alert">{failure.message}</p>}
    </form>
  );
}
