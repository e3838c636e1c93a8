import type { AppConfig } from '@agora/core';
import { createContext, useContext } from 'react';

/** The server's /api/v1/config, loaded once before the app renders. */
export const AppConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const cfg = useContext(AppConfigContext);
  if (!cfg) throw new Error('useAppConfig used outside AppConfigContext');
  return cfg;
}
