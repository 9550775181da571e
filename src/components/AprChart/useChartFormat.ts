import { useMemo } from 'react';
import { plotPercentToFractionText } from '../../domain/chart/plotValue';
import { timeTickGranularity, type TimeTickGranularity } from '../../domain/chart/timeAxis';
import { useEarn, useFormat } from '../../context';

/** The chart's text: axis ticks, and the time of a point as the tooltip and the table give it. */
export interface ChartFormat {
  /** A time tick: '14:00', 'Jan 5' or 'Jan 2024', by the span of the chart. */
  timeTick: (epochMs: number) => string;
  /** A percent tick (a coordinate in percent) as the catalogue's percent with 2 decimals (SE-CHART-04). */
  percentTick: (percent: number) => string;
  /** A point's time in full: the date of a daily point, the date and minute of an hourly one. */
  pointTime: (epochMs: number) => string;
  /** The same time as a sentence says it, the month in words: 'March 2, 2026' (', 14:00' for an hourly point). */
  pointSpoken: (epochMs: number) => string;
}

type ChartDateFields = TimeTickGranularity | 'spokenDay' | 'spokenMinute';

const TICK_FIELDS: Record<ChartDateFields, Intl.DateTimeFormatOptions> = {
  // h23: exchanges show a 24-hour clock, as `formatDateTime` does.
  hour: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { month: 'short', day: 'numeric' },
  month: { year: 'numeric', month: 'short' },
  // A screen reader says '03/02/2026' digit by digit and leaves its order to guess; the month in words does not.
  spokenDay: { year: 'numeric', month: 'long', day: 'numeric' },
  spokenMinute: {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
};

const tickFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl formatter per locale, zone and granularity for the page's life: building one costs more than drawing a tick.
 */
function tickFormat(
  locale: string,
  numberingSystem: string,
  zone: string | undefined,
  granularity: ChartDateFields,
): Intl.DateTimeFormat {
  const key = `${locale}|${numberingSystem}|${zone ?? ''}|${granularity}`;
  let formatter = tickFormats.get(key);
  if (!formatter) {
    const fields = TICK_FIELDS[granularity];
    try {
      formatter = new Intl.DateTimeFormat(locale, { ...fields, numberingSystem, ...(zone ? { timeZone: zone } : {}) });
    } catch {
      // A host's invalid locale or zone must not blank the chart.
      formatter = new Intl.DateTimeFormat('en', { ...fields, timeZone: 'UTC' });
    }
    tickFormats.set(key, formatter);
  }
  return formatter;
}

/**
 * Formatters for a chart spanning `spanMs`. A daily point stands for a whole UTC day (the exchange's day:
 * interest starts at 00:00 UTC), so daily points and their ticks are dated in UTC; in the user's zone a
 * western user would see every day labelled as the day before. Hourly points use the provider's zone.
 *
 * Ticks need short forms ('Jan 5') that `useFormat().dateTime` does not offer, so they use Intl directly,
 * with the provider's locale and numbering system (Latin digits, SH-LOCALE-01).
 */
export function useChartFormat(spanMs: number, daily: boolean): ChartFormat {
  const { locale, numberingSystem, timeZone } = useEarn();
  const format = useFormat();
  return useMemo<ChartFormat>(() => {
    const zone = daily ? 'UTC' : timeZone;
    const ticks = tickFormat(locale, numberingSystem, zone, timeTickGranularity(spanMs));
    const spoken = tickFormat(locale, numberingSystem, zone, daily ? 'spokenDay' : 'spokenMinute');
    return {
      timeTick: (epochMs) => ticks.format(epochMs),
      pointSpoken: (epochMs) => spoken.format(epochMs),
      percentTick: (percent) => format.percent(plotPercentToFractionText(percent)),
      pointTime: (epochMs) =>
        daily
          ? format.dateTime(epochMs, { timeZone: 'UTC', precision: 'date' })
          : format.dateTime(epochMs, { precision: 'minute' }),
    };
  }, [daily, format, locale, numberingSystem, spanMs, timeZone]);
}
