import type { BodyOf } from '@contract/endpoint';
import { startSso } from '@contract/team-sso';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/call-api';

/**
 * Starts a sign-in through the identity provider of the address's domain: the server sets the attempt's cookie and
 * answers the provider's URL, where the browser goes; the provider sends it back to the server's callback.
 */
export function useStartSso() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof startSso>) => callApi(startSso, { body }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
