import { describe, expect, it } from 'vitest';
import { historyExportReducer, initialHistoryExportState, type HistoryExportState } from './historyExport.reducer';

const progress = { pages: 2, records: 150, total: null };
const exporting: HistoryExportState = { phase: 'exporting', progress, fileName: null };

describe('historyExportReducer', () => {
  it('starts from idle with no progress, and a new start clears the last outcome', () => {
    const done: HistoryExportState = { phase: 'done', progress, fileName: 'a.csv' };
    expect(historyExportReducer(done, { type: 'EXPORT.START' })).toEqual({
      phase: 'exporting',
      progress: { pages: 0, records: 0, total: null },
      fileName: null,
    });
  });

  it('ignores a second start while one export runs', () => {
    expect(historyExportReducer(exporting, { type: 'EXPORT.START' })).toBe(exporting);
  });

  it('takes progress only while exporting', () => {
    const next = { pages: 3, records: 250, total: 300 };
    expect(historyExportReducer(exporting, { type: 'EXPORT.PROGRESS', progress: next }).progress).toBe(next);
    expect(historyExportReducer(initialHistoryExportState, { type: 'EXPORT.PROGRESS', progress: next })).toBe(
      initialHistoryExportState,
    );
  });

  it.each([
    [{ type: 'EXPORT.DONE', fileName: 'h.csv' } as const, 'done'],
    [{ type: 'EXPORT.CANCEL' } as const, 'cancelled'],
    [{ type: 'EXPORT.FAIL' } as const, 'failed'],
  ])('%o ends the export as %s, keeping its progress', (event, phase) => {
    const next = historyExportReducer(exporting, event);
    expect(next.phase).toBe(phase);
    expect(next.progress).toBe(progress);
  });

  it('a cancel after the export ended changes nothing', () => {
    const done: HistoryExportState = { phase: 'done', progress, fileName: 'h.csv' };
    expect(historyExportReducer(done, { type: 'EXPORT.CANCEL' })).toBe(done);
  });
});
