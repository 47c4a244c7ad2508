import { createContext, useContext } from 'react';

/** What names an export: the shown matches and the date of the latest. */
export type ExportContextValue = { matchNames: string[]; date: string | null };

export const ExportContext = createContext<ExportContextValue>({ matchNames: [], date: null });

export function useExportContext(): ExportContextValue {
  return useContext(ExportContext);
}
