import { useEffect, useState } from 'react';
import { requestJson } from './http';

// Public settings the server hands to the browser (GET /api/config).
export type AppConfig = { publicApiKey: string; supportEmail: string };

let pending: Promise<AppConfig> | null = null;

export function loadAppConfig(): Promise<AppConfig> {
  pending ??= requestJson<AppConfig>('/api/config').catch((error: unknown) => {
    pending = null; // let the next caller try again
    throw error;
  });
  return pending;
}

/** The config once loaded, or null while loading or when it could not be loaded. */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let active = true;
    loadAppConfig().then(
      (loaded) => {
        if (active) setConfig(loaded);
      },
      () => {},
    );
    return () => {
      active = false;
    };
  }, []);
  return config;
}
