import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { useLists } from '../api/get-lists';
import { useSaveCompany } from '../api/save-company';
import { saveMany } from './save-many';

/** The selected companies into one of the caller's lists, through the ordinary save (plan limit included). */
export function SaveSelected({ selected, onSaved }: { selected: ReadonlySet<string>; onSaved: () => void }) {
  const ids = useId();
  const lists = useLists();
  const save = useSaveCompany();
  const [listId, setListId] = useState<string | null>(null);
  const available = lists.data ?? [];
  const chosen = listId ?? available[0]?.id ?? '';

  const saveAll = useMutation({
    mutationFn: () =>
      saveMany([...selected], (companyId) => save.mutateAsync({ companyId, listId: chosen || null })),
    onSuccess: (outcome) => {
      if (outcome.saved > 0) {
        const list = available.find((item) => item.id === chosen)?.name ?? 'your list';
        toast.success(`${outcome.saved} ${outcome.saved === 1 ? 'company' : 'companies'} saved to ${list}`);
      }
      if (!outcome.planLimit && outcome.failed === 0) onSaved();
    },
  });
  const saving = saveAll.isPending;
  const result = saveAll.data;

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-list`}>Save selected to</Label>
        {available.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            {lists.isPending ? 'Loading lists…' : 'Create a list under Saved Companies first.'}
          </p>
        ) : (
          <Select value={chosen} onValueChange={setListId}>
            <SelectTrigger id={`${ids}-list`} className="w-56">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {available.map((list) => (
                <SelectItem key={list.id} value={list.id}>
                  {list.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </div>
      <Button disabled={selected.size === 0 || !chosen || saving} onClick={() => saveAll.mutate()}>
        {saving ? 'Saving…' : `Save ${selected.size} selected`}
      </Button>
      {result?.planLimit && (
        <Alert variant="destructive" className="w-full">
          <AlertDescription>
            <span>
              {result.saved > 0 && `${result.saved} saved. `}
              {result.planLimit}
            </span>
            <Link to="/pricing" className="font-medium underline">
              Upgrade to Pro
            </Link>
          </AlertDescription>
        </Alert>
      )}
      {result && result.failed > 0 && (
        <Alert variant="destructive" className="w-full">
          <AlertDescription>
            {result.failed} {result.failed === 1 ? 'company' : 'companies'} could not be saved. Try again.
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
