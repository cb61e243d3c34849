import { BookmarkCheckIcon, BookmarkPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { readableCompanyName } from '@/lib/company-name';
import { toast } from '@/lib/toast';
import { useSavedCompanyIds } from '../api/get-saved-company-ids';
import type { Company } from '../api/types';
import { useUnsaveCompany } from '../api/unsave-company';
import { SaveCompanyDialog } from './save-company-dialog';

/**
 * 'Save Company' opens the save dialog; once saved it reads 'Saved' and a click removes the save. In a list of
 * companies (`inList`) it reads 'Save' and names its company to assistive technology, so each row's button is told
 * apart from the others and from the page's own 'Save Company'.
 */
export function SaveCompanyButton({ company, inList = false }: { company: Company; inList?: boolean }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const saved = useSavedCompanyIds();
  const unsave = useUnsaveCompany();
  const isSaved = saved.data?.has(company.id) ?? false;
  const name = readableCompanyName(company.name);

  if (isSaved) {
    return (
      <Button
        variant="secondary"
        disabled={unsave.isPending}
        aria-label={`Saved — remove ${name} from saved companies`}
        onClick={() =>
          unsave.mutate(company.id, {
            onSuccess: () => toast.success(`${name} removed from saved companies`),
            onError: (error) => console.error('Unsave failed', error),
          })
        }
      >
        <BookmarkCheckIcon aria-hidden="true" />
        Saved
      </Button>
    );
  }

  return (
    <>
      <Button
        variant={inList ? 'outline' : 'default'}
        size={inList ? 'sm' : 'default'}
        disabled={saved.isPending}
        aria-label={inList ? `Save ${name}` : undefined}
        onClick={() => setDialogOpen(true)}
      >
        <BookmarkPlusIcon aria-hidden="true" />
        {inList ? 'Save' : 'Save Company'}
      </Button>
      <SaveCompanyDialog company={company} open={dialogOpen} onOpenChange={setDialogOpen} />
    </>
  );
}
