import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteSavedFilingSearch, useSavedFilingSearches } from '../api/saved-filing-searches';

/** The user's saved filing searches, each with what it looks for and a delete button. */
export function SavedFilingSearches() {
  const saved = useSavedFilingSearches();
  const remove = useDeleteSavedFilingSearch();
  const searches = saved.data?.searches ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved searches</CardTitle>
        <CardDescription>Each alerts you when a new filing says its words.</CardDescription>
      </CardHeader>
      <CardContent>
        {saved.isError ? (
          <p className="text-sm text-destructive">Could not load your saved searches.</p>
        ) : saved.isPending ? null : searches.length === 0 ? (
          <p className="text-sm text-muted-foreground">No saved search yet: run a search, then save it.</p>
        ) : (
          <ul className="divide-y" aria-label="Saved searches">
            {searches.map((search) => (
              <li key={search.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="font-medium">{search.name}</span>
                <span className="text-sm text-muted-foreground">{search.q}</span>
                {search.forms.map((form) => (
                  <Badge key={form} variant="outline">
                    {form}
                  </Badge>
                ))}
                {search.sector && <Badge variant="secondary">{search.sector}</Badge>}
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto"
                  aria-label={`Delete saved search ${search.name}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(search.id)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
