'use client';
/**
 * My earn's export panel (issue 17), loaded on the Export history press: the file format (P-52) and Export CSV,
 * which streams the history of every family held (`earnCsvChunks`) into a download, with a polite status line
 * counting the records and a Cancel button while it runs.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { useEarnClient } from '../../api';
import { Button } from '../../components/Button';
import { Inline, Stack } from '../../components/layout';
import { useClock, useTranslate } from '../../context';
import type { TaxExportProfile } from '../../domain/simpleEarn/taxExportProfiles';
import { historyExportReducer, historyExportStatus, initialHistoryExportState } from '../shared/historyExport.reducer';
import { TaxProfileChoice } from '../shared/TaxProfileChoice';
import { holdingsHistory } from '../../i18n/catalogue/en/holdingsHistory';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';
import { simpleEarnRecords } from '../../i18n/catalogue/en/simpleEarnRecords';
import type { MessageOverrides } from '../../i18n/resolve';
import { defaultMessages } from './defaultMessages';
import { saveEarnExport, type EarnExportSources } from './earnExport';
import * as styles from './myEarn.css';

// The export's labels are the history export's (the format, the status lines) and the history's record labels
// (the generic file's type and source columns), carried with the panel rather than with the page.
const messages_ = /* @__PURE__ */ Object.assign({}, holdingsHistory, simpleEarn, simpleEarnRecords, defaultMessages);

export interface MyEarnExportProps {
  readonly sources: EarnExportSources;
  /** Where the finished file goes; default a download. */
  readonly saveFile?: (file: File) => void | Promise<void>;
  readonly messages?: MessageOverrides;
}

export function MyEarnExport({ sources, saveFile, messages }: MyEarnExportProps) {
  const t = useTranslate(messages, messages_);
  const client = useEarnClient();
  const clock = useClock();
  const [profile, setProfile] = useState<TaxExportProfile>('generic');
  const [state, dispatch] = useReducer(historyExportReducer, initialHistoryExportState);
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops the export: nobody is left to take the file.
  useEffect(() => () => running.current?.abort(), []);

  async function start() {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const now = clock();
    const name = `earn-history-all-${new Date(now).toISOString().slice(0, 10)}${profile === 'generic' ? '' : `-${profile}`}.csv`;
    dispatch({ type: 'EXPORT.START' });
    try {
      const outcome = await saveEarnExport({
        client,
        sources,
        label: t,
        now,
        profile,
        signal: controller.signal,
        fileName: name,
        // Every family's list is read to its end: no total is known ahead.
        onProgress: (progress) => dispatch({ type: 'EXPORT.PROGRESS', progress: { ...progress, total: null } }),
        ...(saveFile ? { save: saveFile } : {}),
      });
      dispatch(outcome === 'done' ? { type: 'EXPORT.DONE', fileName: name } : { type: 'EXPORT.CANCEL' });
    } catch {
      dispatch({ type: controller.signal.aborted ? 'EXPORT.CANCEL' : 'EXPORT.FAIL' });
    } finally {
      running.current = null;
    }
  }

  const exporting = state.phase === 'exporting';
  return (
    <Stack space="sm">
      <p className={styles.muted}>{t('myEarn.export.covers')}</p>
      <Inline space="sm">
        <TaxProfileChoice value={profile} onValueChange={setProfile} locked={exporting} t={t} />
        <Button variant="secondary" size="sm" loading={exporting} onClick={() => void start()}>
          {t('holdingsFlows.history.export')}
        </Button>
        {exporting ? (
          <Button variant="ghost" size="sm" onClick={() => running.current?.abort()}>
            {t('holdingsFlows.history.export.cancel')}
          </Button>
        ) : null}
      </Inline>
      {/* In the page from the start: a screen reader often misses a live region that arrives with its text. */}
      <p role="status" aria-live="polite" className={styles.muted}>
        {historyExportStatus(state, t)}
      </p>
    </Stack>
  );
}
