import { useEffect, useState } from 'react';
import { api } from './api-client';

export interface PublicConfig {
  salesEmail: string;
  privacyEmail: string;
  billingEnabled: boolean;
}

/** Used until the server answers (and if it cannot): the product's published addresses. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  salesEmail: 'sales@10kai.app',
  privacyEmail: 'privacy@10kai.app',
  billingEnabled: false,
};

let cached: Promise<PublicConfig> | null = null;

/** `GET /api/public-config`, fetched once per page load; plain fetch so public pages need no query library. */
export function getPublicConfig(): Promise<PublicConfig> {
  cached ??= api
    .get<Partial<PublicConfig>>('/public-config')
    .then((config) => ({
      salesEmail: config?.salesEmail || DEFAULT_PUBLIC_CONFIG.salesEmail,
      privacyEmail: config?.privacyEmail || DEFAULT_PUBLIC_CONFIG.privacyEmail,
      billingEnabled: config?.billingEnabled === true,
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
