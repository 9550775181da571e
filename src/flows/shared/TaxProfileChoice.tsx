'use client';
import { OptionGroup } from '../../components/OptionGroup';
import type { useTranslate } from '../../context';
import { TAX_EXPORT_PROFILES, type TaxExportProfile } from '../../domain/simpleEarn/taxExportProfiles';

export interface TaxProfileChoiceProps {
  readonly value: TaxExportProfile;
  readonly onValueChange: (profile: TaxExportProfile) => void;
  /** While an export runs the format stays as it started. */
  readonly locked: boolean;
  /** A translate function whose messages include `holdingsFlows` (the format's labels). */
  readonly t: ReturnType<typeof useTranslate>;
}

/** The file format of an export (P-52): the generic CSV, Koinly's or CoinTracker's; the history's and My earn's. */
export function TaxProfileChoice({ value, onValueChange, locked, t }: TaxProfileChoiceProps) {
  return (
    <OptionGroup<TaxExportProfile>
      label={t('holdingsFlows.history.export.profile')}
      layout="inline"
      value={value}
      onValueChange={(next) => {
        if (next !== null && !locked) onValueChange(next);
      }}
      options={TAX_EXPORT_PROFILES.map((profile) => ({
        value: profile,
        label: t(`holdingsFlows.history.export.profile.${profile}`),
      }))}
    />
  );
}
