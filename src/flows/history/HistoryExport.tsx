'use client';
/**
 * The history's Export CSV button: the history on screen, its filters applied, every page of it, streamed into a
 * CSV file (`historyCsvChunks`). While it runs a polite status line counts the records and pages written and a
 * Cancel button stops it; with nothing listed the button is disabled and says why.
 */
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Inline } from '../../components/layout';
import type { TaxExportProfile } from '../../domain/simpleEarn/taxExportProfiles';
import { useTranslate } from '../../context';
import type { MessageOverrides } from '../../i18n/resolve';
import { historyExportStatus } from '../shared/historyExport.reducer';
import type { HistoryFilters } from './historyFilters';
import { TaxProfileChoice } from '../shared/TaxProfileChoice';
import type { SaveHistoryFile } from './historyExportFile';
import { preloadHistoryExport, useHistoryExport } from './useHistoryExport';
import * as styles from './history.css';
import { defaultMessages } from './defaultMessages';

export interface HistoryExportProps {
  /** The filters of the history on screen. */
  filters: HistoryFilters;
  /** Whether the list shows any record; with none the button is disabled with its reason. */
  hasRecords: boolean;
  /** Where the finished file goes; default a download named after the product and the range. */
  saveFile?: SaveHistoryFile;
  /** Write to a file the user picks where the browser can (File System Access API). Default false. */
  filePicker?: boolean;
  /** Overrides for these strings. */
  messages?: MessageOverrides;
  /** The format chosen at first (P-52); default the generic CSV. */
  defaultProfile?: TaxExportProfile;
}

export function HistoryExport({
  filters,
  hasRecords,
  saveFile,
  filePicker,
  messages,
  defaultProfile = 'generic',
}: HistoryExportProps) {
  const t = useTranslate(messages, defaultMessages);
  const [profile, setProfile] = useState<TaxExportProfile>(defaultProfile);
  const { state, start, cancel } = useHistoryExport({ filters, t, saveFile, filePicker, profile });
  const exporting = state.phase === 'exporting';
  return (
    <Inline space="sm">
      <TaxProfileChoice value={profile} onValueChange={setProfile} locked={exporting} t={t} />
      <Button
        variant="secondary"
        size="sm"
        loading={exporting}
        disabled={!hasRecords}
        disabledReason={t('holdingsFlows.history.export.nothing')}
        onClick={() => void start()}
        onPointerEnter={() => void preloadHistoryExport()}
        onFocus={() => void preloadHistoryExport()}
      >
        {t('holdingsFlows.history.export')}
      </Button>
      {exporting ? (
        <Button variant="ghost" size="sm" onClick={cancel}>
          {t('holdingsFlows.history.export.cancel')}
        </Button>
      ) : null}
      {/* Always in the page: a screen reader often misses a live region that arrives with its text. */}
      <p role="status" aria-live="polite" className={styles.exportStatus}>
        {historyExportStatus(state, t)}
      </p>
    </Inline>
  );
}
