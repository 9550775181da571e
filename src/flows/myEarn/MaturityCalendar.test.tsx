import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useTranslate } from '../../context';
import type { EarnEvent } from '../../domain/myEarn';
import { DAY_MS, HOUR_MS } from '../../domain/shared/constants';
import { EarnTestProvider } from '../../testing';
import { defaultMessages } from './defaultMessages';
import { MaturityCalendar } from './MaturityCalendar';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const NOW = Date.parse('2026-11-26T12:00:00Z');
const events: EarnEvent[] = [
  { id: 'fixed:F1', kind: 'fixedMaturity', family: 'simpleEarn', coin: 'USDT', at: NOW + 3 * DAY_MS, amount: '500' },
  { id: 'fixed:F2', kind: 'fixedRenewal', family: 'simpleEarn', coin: 'BTC', at: NOW + 20 * DAY_MS, amount: '0.5' },
];

function Calendar({ onExport }: { onExport: (file: File) => void }) {
  const t = useTranslate(undefined, defaultMessages) as Translate;
  return <MaturityCalendar events={events} pastEvents={[]} now={NOW} t={t} onExportCalendar={onExport} />;
}

function renderCalendar() {
  const files: File[] = [];
  render(
    <EarnTestProvider>
      <Calendar onExport={(file) => files.push(file)} />
    </EarnTestProvider>,
  );
  return { files, list: screen.getByRole('region', { name: 'Upcoming events' }) };
}

/** The file's events as an RFC 5545 parser (ical.js) reads them. */
async function eventsOf(file: File) {
  const calendar = new ICAL.Component(ICAL.parse(await file.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    summary: vevent.getFirstPropertyValue('summary'),
    start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
    reminders: vevent
      .getAllSubcomponents('valarm')
      .map((valarm) => [
        -(valarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds() * 1000,
        valarm.getFirstPropertyValue('description'),
      ]),
  }));
}

describe('MaturityCalendar export', () => {
  it('Export calendar gives every event ahead as one .ics, with a reminder a day before and, for a renewal, before its auto-renew switch closes', async () => {
    const { files, list } = renderCalendar();
    await userEvent.click(within(list).getByRole('button', { name: 'Export calendar (.ics)' }));
    expect(files.map((file) => [file.name, file.type])).toEqual([['earn-calendar.ics', 'text/calendar;charset=utf-8']]);
    expect(await eventsOf(files[0]!)).toEqual([
      {
        summary: 'USDT fixed order matures',
        start: NOW + 3 * DAY_MS,
        reminders: [[DAY_MS, 'Tomorrow: USDT fixed order matures']],
      },
      {
        summary: 'BTC fixed order renews',
        start: NOW + 20 * DAY_MS,
        reminders: [
          [DAY_MS, 'Tomorrow: BTC fixed order renews'],
          [
            DAY_MS + HOUR_MS,
            'Last day to switch off auto-renew for your BTC fixed order: the switch closes 1 hour before it ends',
          ],
        ],
      },
    ]);
  });

  it('each event ahead exports on its own from its line', async () => {
    const { files, list } = renderCalendar();
    await userEvent.click(within(list).getByRole('button', { name: 'Add to calendar: BTC fixed order renews' }));
    expect(files.map((file) => file.name)).toEqual(['earn-fixed-F2.ics']);
    expect((await eventsOf(files[0]!)).map((event) => event.summary)).toEqual(['BTC fixed order renews']);
  });
});
