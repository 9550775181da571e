import type { Translation } from '../types';
import type { kitScheduleNotes as en } from '../en/kitScheduleNotes';

export const kitScheduleNotes = {
  'kitSchedules.arrival.label': 'موعد الوصول',
  'kitSchedules.arrival.expected': 'متوقع {time}',
  'kitSchedules.arrival.latestBy': 'في موعد أقصاه {time}',
  'kitSchedules.arrival.countdown': 'يصل خلال',
  'kitSchedules.arrival.due': 'يصل الآن',
  'kitSchedules.bonus.trigger': 'قواعد المكافأة',
} satisfies Translation<typeof en>;
