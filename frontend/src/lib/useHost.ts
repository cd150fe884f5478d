import { createContext, useContext } from 'react';
import { currentHost, type HostInfo } from './host';

/** The host model, provided once at startup (tests provide their own). */
export const HostContext = createContext<HostInfo>({ kind: 'main', appDomain: 'localhost' });

export function useHost(): HostInfo {
  return useContext(HostContext);
}

export { currentHost };
