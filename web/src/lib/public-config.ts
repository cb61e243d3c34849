import type { ClientResult } from '@contract/endpoint';
import type * as health from '@contract/health';
import { useEffect, useState } from 'react';
import { callPublicRoute, publicRoutes } from './public-routes';

type GetPublicConfig = typeof health.getPublicConfig;

/** What the public pages and billing read; sign-in reads the rest through the accounts feature. */
export type PublicConfig = Pick<
  ClientResult<GetPublicConfig>,
  'salesEmail' | 'privacyEmail' | 'billingEnabled' | 'aiAnalysis'
>;

/** Used until the server answers (and if it cannot): the product's published addresses. */
const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  salesEmail: 'sales@10kai.app',
  privacyEmail: 'privacy@10kai.app',
  billingEnabled: false,
  aiAnalysis: false,
};

let cached: Promise<PublicConfig> | null = null;

/** `GET /api/public-config`, fetched once per page load; plain fetch so public pages need no query library. */
function getPublicConfig(): Promise<PublicConfig> {
  cached ??= callPublicRoute(publicRoutes.getPublicConfig)
    .then(({ salesEmail, privacyEmail, billingEnabled, aiAnalysis }) => ({
      salesEmail,
      privacyEmail,
      billingEnabled,
      aiAnalysis,
    }))
    .catch(() => DEFAULT_PUBLIC_CONFIG);
  return cached;
}

/** The server's public settings (contact addresses, whether billing is on); defaults while loading or on failure. */
export function usePublicConfig(): PublicConfig {
  const [config, setConfig] = useState(DEFAULT_PUBLIC_CONFIG);
  useEffect(() => {
    let active = true;
    void getPublicConfig().then((next) => {
      if (active) setConfig(next);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}
