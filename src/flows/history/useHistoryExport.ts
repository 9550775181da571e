'use client';
/**
 * Runs a history export for the flow: the chunks of `historyCsvChunks` written into a sink, progress into the
 * export reducer, Cancel (or leaving the screen) aborting the call in flight and dropping what was written.
 */
import { useEffect, useReducer, useRef } from 'react';
import { useEarnClient } from '../../api';
import type { Translate } from '../../context';
import type { HistoryFilters } from './historyFilters';
import type { SaveHistoryFile } from './historyExportFile';
import type { TaxExportProfile } from '../../domain/simpleEarn/taxExportProfiles';
import {
  historyExportReducer,
  initialHistoryExportState,
  type HistoryExportState,
} from '../shared/historyExport.reducer';

// The export's code (the CSV columns and lines, the file sinks) loads on its first use, or on the button's hover or
// focus: most visits to the history never export. A load that failed is tried again on the next press.
let loadingExport: Promise<[typeof import('./historyCsvExport'), typeof import('./historyExportFile')]> | undefined;
export const preloadHistoryExport = () =>
  (loadingExport ??= Promise.all([import('./historyCsvExport'), import('./historyExportFile')]).catch((error) => {
    loadingExport = undefined;
    throw error;
  }));

export interface UseHistoryExportOptions {
  /** The filters of the history on screen when the export starts. */
  readonly filters: HistoryFilters;
  /** Labels in the user's language. */
  readonly t: Translate;
  /** Where the finished file goes; default a download. */
  readonly saveFile?: SaveHistoryFile;
  /** Write to a file the user picks where the browser can (File System Access API). */
  readonly filePicker?: boolean;
  /** The file's format (P-52); default the generic CSV. */
  readonly profile?: TaxExportProfile;
}

export function useHistoryExport({
  filters,
  t,
  saveFile,
  filePicker = false,
  profile = 'generic',
}: UseHistoryExportOptions): {
  readonly state: HistoryExportState;
  readonly start: () => Promise<void>;
  readonly cancel: () => void;
} {
  const client = useEarnClient();
  const [state, dispatch] = useReducer(historyExportReducer, initialHistoryExportState);
  const running = useRef<AbortController | null>(null);
  // Leaving the screen stops the export: nobody is left to take the file.
  useEffect(() => () => running.current?.abort(), []);

  async function start() {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    dispatch({ type: 'EXPORT.START' });
    try {
      const [{ historyCsvChunks }, { blobSink, filePickerSink, historyExportFileName, writeHistoryExport }] =
        await preloadHistoryExport();
      // A tax tool's file says whose format it is, so two exports of one range do not overwrite each other.
      const genericName = historyExportFileName(filters.product, filters.range);
      const fileName = profile === 'generic' ? genericName : genericName.replace(/\.csv$/, `-${profile}.csv`);
      const sink = (filePicker ? await filePickerSink(fileName) : null) ?? blobSink(fileName, saveFile);
      const chunks = historyCsvChunks({ history: client.simpleEarnHistory, filters, label: t, signal, profile });
      const outcome = await writeHistoryExport(chunks, sink, {
        signal,
        onProgress: (progress) => dispatch({ type: 'EXPORT.PROGRESS', progress }),
      });
      dispatch(outcome === 'done' ? { type: 'EXPORT.DONE', fileName } : { type: 'EXPORT.CANCEL' });
    } catch (error) {
      // Closing the file picker is a cancel too.
      const cancelled = signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
      dispatch({ type: cancelled ? 'EXPORT.CANCEL' : 'EXPORT.FAIL' });
    } finally {
      running.current = null;
    }
  }

  return { state, start, cancel: () => running.current?.abort() };
}
