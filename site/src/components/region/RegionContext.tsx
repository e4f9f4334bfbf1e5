import { DEFAULT_REGION, type Region } from '@gh/shared/regions';
import { createContext, type ReactNode, useContext } from 'react';

export interface RegionPage {
  region: Region;
  /** The page's path without its region prefix ('/' for home). */
  basePath: string;
}

const RegionPageContext = createContext<RegionPage>({ region: DEFAULT_REGION, basePath: '/' });

export function RegionProvider({ value, children }: { value: RegionPage; children: ReactNode }) {
  return <RegionPageContext.Provider value={value}>{children}</RegionPageContext.Provider>;
}

export const useRegionPage = () => useContext(RegionPageContext);
