import { SAVED_SEARCH_NAME_MAX } from '@contract/full-text-search';
import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { useSaveFilingSearch } from '../api/saved-filing-searches';
import type { FilingSearchParams } from '../api/search-filings';

/**
 * "Save this search": keeps the words, forms and sector of the search just run, named by the user (its words until
 * renamed); a new filing that says them then alerts like a saved company's filing does.
 */
export function SaveFilingSearch({ search }: { search: FilingSearchParams }) {
  const ids = useId();
  const [name, setName] = useState(search.q.slice(0, SAVED_SEARCH_NAME_MAX));
  const save = useSaveFilingSearch();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    save.mutate({ name: name.trim(), search });
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Save this search">
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-name`}>Name of the saved search</Label>
        <Input
          id={`${ids}-name`}
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending || !name.trim()}>
        Save this search
      </Button>
      {save.isSuccess && (
        <p role="status" className="text-sm text-muted-foreground">
          Saved: a new filing that says this will alert you.
        </p>
      )}
      {save.error && (
        <Alert variant="destructive" className="basis-full">
          <AlertDescription>
            {isApiError(save.error) ? save.error.message : 'Could not save the search.'}
          </AlertDescription>
        </Alert>
      )}
    </form>
  );
}
