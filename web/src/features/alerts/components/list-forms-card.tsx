import { Card, CardContent } from '@/components/ui/card';
import { ALERT_FORMS, type AlertForm, useAlertLists, useSetListForms } from '../api/alerts-api';

/** Per list, which forms alert the user (companies saved outside a list alert for all three). */
export function ListFormsCard() {
  const lists = useAlertLists();
  const setForms = useSetListForms();
  if (!lists.data?.lists.length) return null;
  const toggle = (id: string, forms: AlertForm[], form: AlertForm) =>
    setForms.mutate({
      id,
      forms: forms.includes(form) ? forms.filter((f) => f !== form) : [...forms, form],
    });
  return (
    <Card>
      <CardContent className="space-y-3">
        <p className="font-medium">Which filings alert you, per list</p>
        <ul className="space-y-2">
          {lists.data.lists.map((list) => (
            <li key={list.id} className="flex flex-wrap items-center gap-4 text-sm">
              <span className="min-w-32 font-medium">{list.name}</span>
              {ALERT_FORMS.map((form) => (
                <label key={form} className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={list.forms.includes(form)}
                    disabled={setForms.isPending}
                    onChange={() => toggle(list.id, list.forms, form)}
                    aria-label={`${list.name}: ${form}`}
                  />
                  {form}
                </label>
              ))}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
