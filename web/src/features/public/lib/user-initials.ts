/** Avatar initials: from the full name, else the e-mail's first two letters, else 'U'. */
export function userInitials(fullName: string | null | undefined, email: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const first = words[0]?.[0] ?? '';
    const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
    return (first + last).toUpperCase();
  }
  const address = (email ?? '').trim();
  if (address) return address.slice(0, 2).toUpperCase();
  return 'U';
}
