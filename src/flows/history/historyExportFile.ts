/**
 * Where the exported CSV goes. By default each chunk becomes a small Blob at once and the file is a Blob of those
 * parts: browsers keep Blob bytes outside the JavaScript heap, so the text of a large history is never one string
 * in memory. With `filePicker`, where the browser has the File System Access API, the chunks are written straight
 * to the file the user picks. It is not the default: its native Save dialog cannot be driven by test automation
 * and most browsers lack it, while the Blob parts already keep the heap bounded.
 */
import type { HistoryExportProgress } from '../shared/historyExport.reducer';
import type { HistoryCsvChunk } from './historyCsvExport';
import { downloadFile } from '../shared/downloadFile';

/** How the finished file is handed over: by default a download through a link's `download` attribute. */
export type SaveHistoryFile = (file: File) => void | Promise<void>;

/** Where the chunks are written. */
export interface HistoryExportSink {
  write(text: string): Promise<void>;
  /** Finishes the file: it is saved or downloaded. */
  close(): Promise<void>;
  /** Drops what was written: nothing is saved. */
  abort(): Promise<void>;
}

const CSV_TYPE = 'text/csv;charset=utf-8';

// The download is shared with My earn's calendar export; history's index still offers it under this module.
export { downloadFile };

/** Collects the chunks as Blob parts and hands the file to `save` when closed. */
export function blobSink(fileName: string, save: SaveHistoryFile = downloadFile): HistoryExportSink {
  let parts: Blob[] = [];
  return {
    async write(text) {
      parts.push(new Blob([text], { type: CSV_TYPE }));
    },
    async close() {
      const file = new File(parts, fileName, { type: CSV_TYPE });
      parts = [];
      await save(file);
    },
    async abort() {
      parts = [];
    },
  };
}

interface WritableFile {
  write(data: string): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}
type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<{ createWritable(): Promise<WritableFile> }>;

/**
 * A sink writing to a file the user picks (File System Access API), or null where the browser has none; throws
 * an `AbortError` when the user closes the picker.
 */
export async function filePickerSink(fileName: string): Promise<HistoryExportSink | null> {
  const picker = (globalThis as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  if (!picker) return null;
  const handle = await picker({
    suggestedName: fileName,
    types: [{ description: 'CSV', accept: { 'text/csv': ['.csv'] } }],
  });
  const writable = await handle.createWritable();
  return { write: (text) => writable.write(text), close: () => writable.close(), abort: () => writable.abort() };
}

/** How an export ended. */
export type HistoryExportOutcome = 'done' | 'cancelled';

/**
 * Writes the chunks into the sink, telling `onProgress` after each; closes the sink when all is written, aborts it
 * when `signal` aborts (then 'cancelled') or a call fails (then throws).
 */
export async function writeHistoryExport(
  chunks: AsyncGenerator<HistoryCsvChunk, HistoryExportProgress>,
  sink: HistoryExportSink,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: HistoryExportProgress) => void },
): Promise<HistoryExportOutcome> {
  try {
    for await (const chunk of chunks) {
      await sink.write(chunk.text);
      onProgress(chunk.progress);
    }
  } catch (error) {
    await sink.abort();
    if (signal.aborted) return 'cancelled';
    throw error;
  }
  if (signal.aborted) {
    await sink.abort();
    return 'cancelled';
  }
  await sink.close();
  return 'done';
}

/** The file's name: the product and the date range, e.g. earn-history-flexible-2023-11-15-to-2024-05-15.csv. */
export function historyExportFileName(product: string, range: { start: string; end: string }): string {
  return `earn-history-${product}-${range.start}-to-${range.end}.csv`;
}
