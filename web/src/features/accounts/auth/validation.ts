/** The sign-in form's rules (spec part 1 §5); the server enforces its own, stricter ones. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MIN_FORM_PASSWORD = 6;
export const MIN_NEW_PASSWORD = 8;
export const MAX_PASSWORD = 128;

export function emailError(email: string): string | null {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Please enter a valid email address';
  return null;
}

export function passwordError(password: string, min = MIN_FORM_PASSWORD): string | null {
  if (!password) return 'Password is required';
  if (password.length < min) return `Password must be at least ${min} characters`;
  if (password.length > MAX_PASSWORD) return `Password must be at most ${MAX_PASSWORD} characters`;
  return null;
}
