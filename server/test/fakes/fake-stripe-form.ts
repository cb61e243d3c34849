/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket paths, e.g.
 * `line_items[0][price]=price_1&metadata[userId]=u1&expand[0]=subscription`. Numeric segments become arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const segments = rawKey.split(/\[|\]\[|\]/).filter((segment, index) => index === 0 || segment !== '');
    let node: FormObject | FormValue[] = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const key = segment === '' ? String((node as FormValue[]).length) : segment;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(segments[index + 1] ?? '');
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as FormObject | FormValue[];
    });
  }
  return normaliseArrays(root) as FormObject;
}

/** `{ '0': a, '1': b }` built through numeric keys on an array stays an array; sparse indexes are compacted. */
function normaliseArrays(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return Object.values(value).map(normaliseArrays);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normaliseArrays(inner)]));
}

export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function obj(value: FormValue | undefined): FormObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return value === undefined ? [] : [value];
}

export function stringRecord(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(obj(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
