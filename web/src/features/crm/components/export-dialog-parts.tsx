import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';

/** The parts both export dialogs' forms are made of: their props, the search box and the pick list. */

export interface ExportDialogProps {
  analysisId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A one-line search form on react-hook-form with the contract's rule for the text (trimmed on submit). No visible
 * label (the box is named by `label`), so it is not a `Field`; `onInvalid` gets the rule's message.
 */
export function SearchBox({
  label,
  placeholder,
  text,
  onSearch,
  onInvalid,
  searching,
  disabled,
  blankDisables = false,
}: {
  label: string;
  placeholder: string;
  text: z.ZodMiniType<string, string>;
  onSearch: (query: string) => void;
  onInvalid?: (message: string) => void;
  searching: boolean;
  disabled: boolean;
  /** Keep the button disabled while the box is blank. */
  blankDisables?: boolean;
}) {
  const form = useForm<{ query: string }>({
    resolver: zodResolver(z.object({ query: text })),
    defaultValues: { query: '' },
  });
  const blank = !form.watch('query').trim();
  const submit = form.handleSubmit(
    ({ query }) => onSearch(query),
    (errors) => onInvalid?.(errors.query?.message ?? ''),
  );
  return (
    <form className="flex gap-2" onSubmit={(event) => void submit(event)}>
      <Input aria-label={label} placeholder={placeholder} {...form.register('query')} />
      <Button type="submit" variant="outline" disabled={disabled || (blankDisables && blank)}>
        {searching ? 'Searching...' : 'Search'}
      </Button>
    </form>
  );
}

export function PickList<T>({
  label,
  items,
  keyOf,
  selected,
  onSelect,
  children,
}: {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  selected: T | null;
  onSelect: (item: T) => void;
  children: (item: T) => ReactNode;
}) {
  const selectedKey = selected ? keyOf(selected) : null;
  return (
    <ul className="max-h-[200px] overflow-y-auto rounded border" aria-label={label}>
      {items.map((item) => {
        const key = keyOf(item);
        return (
          <li key={key}>
            <button
              type="button"
              aria-pressed={selectedKey === key}
              onClick={() => onSelect(item)}
              className={`w-full px-3 py-2 text-left text-sm hover:bg-muted ${
                selectedKey === key ? 'bg-muted font-medium' : ''
              }`}
            >
              {children(item)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Export pressed before a record was picked: say so, and export nothing. */
export function hasSelection<T>(selected: T | null): selected is T {
  if (selected) return true;
  toast.error('No record selected', { description: 'Please select a record first' });
  return false;
}
