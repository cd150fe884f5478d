import { useSyncExternalStore } from 'react';
import { storedThemeChoice, subscribeThemeChoice, type ThemeChoice } from './theme';

/** The theme choice kept on this device, following later choices (here or in another tab). */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeThemeChoice, storedThemeChoice, () => 'system');
}
