import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthProviders } from '../api/providers';
import { authClient, authErrorMessage } from '../auth/auth-client';
import { GoogleIcon, LinkedInIcon } from './brand-icons';

type Provider = 'google' | 'linkedin';

const LABELS: Record<Provider, string> = { google: 'Google', linkedin: 'LinkedIn' };

/** Both buttons are always shown; an unconfigured provider answers with a message instead of a redirect. */
export function SocialSignIn({
  redirect,
  disabled,
  onError,
}: {
  redirect: string | null;
  disabled: boolean;
  onError: (message: string) => void;
}) {
  const providers = useAuthProviders();
  const [pending, setPending] = useState<Provider | null>(null);

  async function start(provider: Provider) {
    if (providers.data && !providers.data[provider]) {
      onError(`${LABELS[provider]} sign-in is not configured on this server.`);
      return;
    }
    setPending(provider);
    const callbackURL = redirect
      ? `/auth/callback?redirect=${encodeURIComponent(redirect)}`
      : '/auth/callback';
    // On success the client navigates away to the provider; only a failure returns here.
    const { error } = await authClient.signIn.social({
      provider,
      callbackURL,
      errorCallbackURL: '/auth/callback',
    });
    if (error) {
      setPending(null);
      onError(authErrorMessage(error));
    }
  }

  return (
    <div className="grid grid-cols-2 gap-3">
      {(Object.keys(LABELS) as Provider[]).map((provider) => (
        <Button
          key={provider}
          variant="outline"
          disabled={disabled || pending !== null}
          onClick={() => void start(provider)}
        >
          {provider === 'google' ? <GoogleIcon className="size-4" /> : <LinkedInIcon className="size-4" />}
          {LABELS[provider]}
        </Button>
      ))}
    </div>
  );
}
