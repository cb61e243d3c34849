import { listForm } from '@contract/companies';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { readableCompanyName } from '@/lib/company-name';
import { toast } from '@/lib/toast';
import { useCreateList } from '../api/create-list';
import { useLists } from '../api/get-lists';
import { useSaveCompany } from '../api/save-company';
import type { Company, ListId } from '../api/types';
import { ListFields, type ListFormValues } from './list-fields';

type Mode = 'existing' | 'new';

interface SaveCompanyDialogProps {
  company: Company;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SaveCompanyDialog({ company, open, onOpenChange }: SaveCompanyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted only while open, so every opening starts fresh and reloads the lists. */}
        {open && <SaveCompanyForm company={company} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SaveCompanyForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const ids = useId();
  const lists = useLists();
  const createList = useCreateList();
  const saveCompany = useSaveCompany();
  // Until the user picks, the tab and list follow the loaded lists: the first list, or New when there are none.
  const [mode, setMode] = useState<Mode | null>(null);
  const [listId, setListId] = useState<ListId | null>(null);
  const form = useForm<ListFormValues, unknown, z.output<typeof listForm>>({
    resolver: zodResolver(listForm),
    defaultValues: { name: '', description: '' },
  });
  const available = lists.data ?? [];
  const currentMode: Mode = mode ?? (lists.isPending || available.length > 0 ? 'existing' : 'new');
  const chosenListId = listId ?? available[0]?.id ?? '';
  const save = useMutation({
    /** `newList`: the validated create-list fields, or null to save into the chosen list. */
    mutationFn: async (newList: z.output<typeof listForm> | null) => {
      let targetListId = chosenListId;
      if (newList) {
        const list = await createList.mutateAsync({
          name: newList.name,
          description: newList.description || undefined,
        });
        // A retry after a failed save must not create the list twice.
        setMode('existing');
        setListId(list.id);
        targetListId = list.id;
      }
      await saveCompany.mutateAsync({ companyId: company.id, listId: targetListId || null });
    },
    onSuccess: () => {
      toast.success(`${readableCompanyName(company.name)} saved`);
      onDone();
    },
    onError: (saveError) => console.error('Saving the company failed', saveError),
  });
  const saving = save.isPending;
  const error = save.error && {
    message: save.error.message,
    planLimit: isApiError(save.error) && save.error.code === 'PLAN_LIMIT',
  };
  const canSave =
    !saving && (currentMode === 'existing' ? chosenListId !== '' : form.watch('name').trim().length > 0);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    if (currentMode === 'new') void form.handleSubmit((newList) => save.mutate(newList))();
    else save.mutate(null);
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Save {readableCompanyName(company.name)}</DialogTitle>
        <DialogDescription>Choose a list for {company.ticker} or create a new one.</DialogDescription>
      </DialogHeader>

      <Tabs value={currentMode} onValueChange={(value) => setMode(value as Mode)}>
        <TabsList className="w-full">
          <TabsTrigger value="existing">Existing List</TabsTrigger>
          <TabsTrigger value="new">Create New List</TabsTrigger>
        </TabsList>
        <TabsContent value="existing" className="grid gap-2">
          {lists.isPending ? (
            <Spinner label="Loading lists" />
          ) : available.length === 0 ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">No lists available</span>
              <Button type="button" variant="link" className="h-auto p-0" onClick={() => setMode('new')}>
                Create your first list
              </Button>
            </div>
          ) : (
            <>
              <Label htmlFor={`${ids}-list`}>List</Label>
              <Select
                value={chosenListId}
                // Radix can report '' while its options mount; that is never a choice.
                onValueChange={(value) => value && setListId(value)}
              >
                <SelectTrigger id={`${ids}-list`}>
                  <SelectValue placeholder="Choose a list" />
                </SelectTrigger>
                <SelectContent>
                  {available.map((list) => (
                    <SelectItem key={list.id} value={list.id}>
                      {list.name} ({list.company_count} {list.company_count === 1 ? 'company' : 'companies'})
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </>
          )}
        </TabsContent>
        <TabsContent value="new" className="grid gap-3">
          <ListFields form={form} />
        </TabsContent>
      </Tabs>

      {error && (
        <Alert variant="destructive">
          <AlertDescription>
            <span>{error.message}</span>
            {error.planLimit && (
              <Link to="/pricing" className="font-medium underline">
                Upgrade to Pro
              </Link>
            )}
          </AlertDescription>
        </Alert>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          {saving ? 'Saving...' : 'Save Company'}
        </Button>
      </DialogFooter>
    </form>
  );
}
