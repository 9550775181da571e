/**
 * The maturity calendar's `.ics` files (issue 17): the whole calendar or one event, with their reminders, in the
 * user's language, handed to the browser as a download unless the host takes the file.
 */
import { calendarIcs, calendarReminders, type EarnEvent, type IcsEvent } from '../../domain/myEarn';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const ICS_TYPE = 'text/calendar;charset=utf-8';

/** What an event is called in the file: the calendar's own line ('USDT fixed order renews'). */
function icsEventOf(event: EarnEvent, t: Translate, amountText: (event: EarnEvent) => string | null): IcsEvent {
  const summary = t(`myEarn.event.${event.kind}`, { coin: event.coin });
  const amount = amountText(event);
  return {
    uid: `${event.id}@earnkit`,
    start: event.at,
    summary,
    ...(amount === null ? {} : { description: amount }),
    alarms: calendarReminders(event).map((reminder) => ({
      before: reminder.before,
      description:
        reminder.kind === 'autoRenewSwitchOff'
          ? t('myEarn.ics.autoRenewReminder', { coin: event.coin })
          : t('myEarn.ics.reminder', { event: summary }),
    })),
  };
}

/** The file of `events`: the whole calendar, or one event when given one. `stamp` is when it is made, epoch ms. */
export function calendarFile(
  events: readonly EarnEvent[],
  stamp: number,
  t: Translate,
  amountText: (event: EarnEvent) => string | null,
): File {
  const text = calendarIcs(
    events.map((event) => icsEventOf(event, t, amountText)),
    stamp,
  );
  // A file name of plain characters: an event's id may hold ':'.
  const name = events.length === 1 ? `earn-${events[0]!.id.replace(/[^\w-]+/g, '-')}.ics` : 'earn-calendar.ics';
  return new File([text], name, { type: ICS_TYPE });
}
