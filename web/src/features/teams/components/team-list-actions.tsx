import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeleteTeamList, useRenameTeamList } from '../api/team-lists-api';

interface TeamListActionsProps {
  teamId: string;
  list: { id: string; name: string };
  onDeleted: () => void;
}

/** Rename and delete for a shared list; shown to its creator and the team's owners and admins (the server decides). */
export function TeamListActions({ teamId, list, onDeleted }: TeamListActionsProps) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setDialog('rename')}>
        Rename list
      </Button>
      <Button variant="outline" size="sm" onClick={() => setDialog('delete')}>
        Delete list
      </Button>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          {dialog === 'rename' && <RenameForm teamId={teamId} list={list} onDone={close} />}
          {dialog === 'delete' && (
            <DeleteConfirm
              teamId={teamId}
              list={list}
              onCancel={close}
              onDeleted={() => {
                close();
                onDeleted();
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function RenameForm({
  teamId,
  list,
  onDone,
}: {
  teamId: string;
  list: { id: string; name: string };
  onDone: () => void;
}) {
  const [name, setName] = useState(list.name);
  const rename = useRenameTeamList(teamId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ listId: list.id, name }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Rename list</DialogTitle>
        <DialogDescription>The whole team sees the new name of “{list.name}”.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="team-list-rename">New name</Label>
        <Input id="team-list-rename" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </div>
      {rename.error && <p role="alert">{rename.error.message}</p>}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={name.trim().length === 0 || rename.isPending}>
          {rename.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DeleteConfirm(props: {
  teamId: string;
  list: { id: string; name: string };
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { teamId, list, onCancel, onDeleted } = props;
  const remove = useDeleteTeamList(teamId);
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Delete “{list.name}”?</DialogTitle>
        <DialogDescription>
          The list and its companies are removed for the whole team. The team's notes on those companies stay.
        </DialogDescription>
      </DialogHeader>
      {remove.error && <p role="alert">{remove.error.message}</p>}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate(list.id, { onSuccess: onDeleted })}
        >
          {remove.isPending ? 'Deleting...' : 'Delete list'}
        </Button>
      </DialogFooter>
    </div>
  );
}
