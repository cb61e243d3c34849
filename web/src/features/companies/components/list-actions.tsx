import { listForm } from '@contract/companies';
import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeleteList } from '../api/delete-list';
import type { CompanyList } from '../api/types';
import { useUpdateList } from '../api/update-list';
import { ListFields, type ListFormValues } from './list-fields';

interface ListActionsProps {
  list: CompanyList;
  onDeleted: () => void;
}

/** Rename and delete for the list chosen in the filter; deleting keeps its companies saved. */
export function ListActions({ list, onDeleted }: ListActionsProps) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" onClick={() => setDialog('rename')}>
        <PencilIcon aria-hidden="true" />
        Rename list
      </Button>
      <Button variant="outline" size="sm" onClick={() => setDialog('delete')}>
        <Trash2Icon aria-hidden="true" />
        Delete list
      </Button>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          {dialog === 'rename' && <RenameListForm list={list} onDone={close} />}
          {dialog === 'delete' && (
            <DeleteListConfirm
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

function RenameListForm({ list, onDone }: { list: CompanyList; onDone: () => void }) {
  const update = useUpdateList();
  const form = useForm<ListFormValues, unknown, z.output<typeof listForm>>({
    resolver: zodResolver(listForm),
    defaultValues: { name: list.name, description: list.description ?? '' },
  });
  const canSave = form.watch('name').trim().length > 0 && !update.isPending;

  const onSubmit = form.handleSubmit(({ name, description }) => {
    update.mutate(
      { id: list.id, name, description: description || null },
      {
        onSuccess: () => {
          toast.success('List updated');
          onDone();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Rename list</DialogTitle>
        <DialogDescription>Change the name or description of “{list.name}”.</DialogDescription>
      </DialogHeader>
      <ListFields form={form} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DeleteListConfirm(props: { list: CompanyList; onCancel: () => void; onDeleted: () => void }) {
  const { list, onCancel, onDeleted } = props;
  const remove = useDeleteList();
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Delete “{list.name}”?</DialogTitle>
        <DialogDescription>
          The list is removed. Its companies stay saved and appear under ‘Not in a List’.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(list.id, {
              onSuccess: () => {
                toast.success('List deleted');
                onDeleted();
              },
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {remove.isPending ? 'Deleting...' : 'Delete list'}
        </Button>
      </DialogFooter>
    </div>
  );
}
