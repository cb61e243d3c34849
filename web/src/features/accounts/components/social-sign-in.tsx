import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { useAuthConfig } from '../api/providers';
import { authCall, authFailureText } from '../auth/auth-call';
import { authClient } from '../auth/auth-client';
import { GoogleIcon, LinkedInIcon } from './brand-icons';

type Provider = 'google' | 'linkedin';

const LABELS: Record<Provider, string> = { google: 'Google', linkedin: 'LinkedIn' };

/**
 * Buttons for the social providers this server has credentials for, then the 'or continue with email' divider.
 * A provider without credentials is not offered at all (nothing to click into an error); with none, nothing shows.
 */
export function SocialSignIn({
  redirect,
  disabled,
  onError,
}: {
  redirect: string | null;
  disabled: boolean;
  onError: (message: string) => void;
}) {
  const config = useAuthConfig();
  const signIn = useMutation({
    mutationFn: (provider: Provider) =>
      authCall((fetchOptions) =>
        authClient.signIn.social({
          provider,
          callbackURL: redirect
            ? `/auth/callback?redirect=${encodeURIComponent(redirect)}`
            : '/auth/callback',
          errorCallbackURL: '/auth/callback',
          fetchOptions,
        }),
      ),
    onError: (failure) => onError(authFailureText(failure)),
  });
  // On success the client navigates away to the provider: the buttons stay disabled until it has.
  const pending = signIn.isPending || signIn.isSuccess;
  const configured = (Object.keys(LABELS) as Provider[]).filter(
    (provider) => config.data?.providers[provider] === true,
  );
  if (configured.length === 0) return null;

  return (
    <>
      <div className={configured.length > 1 ? 'grid grid-cols-2 gap-3' : 'grid gap-3'}>
        {configured.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            disabled={disabled || pending}
            onClick={() => signIn.mutate(provider)}
          >
            {provider === 'google' ? <GoogleIcon className="size-4" /> : <LinkedInIcon className="size-4" />}
            {LABELS[provider]}
          </Button>
        ))}
      </div>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or continue with email
        <span className="h-px flex-1 bg-border" />
      </div>
    </>
  );
}
