import type { chart as en } from '../en/chart';
import type { Translation } from '../types';

export const chart = {
  'chart.ranges': 'نطاق الرسم البياني',
  'chart.range.24h': '24 ساعة',
  'chart.range.7d': '7 أيام',
  'chart.range.30d': '30 يومًا',
  'chart.range.90d': '90 يومًا',
  'chart.range.180d': '180 يومًا',
  'chart.range.365d': '365 يومًا',
  'chart.range.730d': '730 يومًا',
  'chart.range.1y': 'سنة واحدة',
  'chart.apr': 'العائد السنوي',
  'chart.baseApr': 'العائد السنوي الأساسي',
  'chart.extraApr': 'العائد السنوي الإضافي',
  'chart.changeRate': 'نسبة التغير',
  'chart.noData': 'لا توجد بيانات',
  'chart.error': 'تعذّر تحميل الرسم البياني',
  'chart.showTable': 'العرض كجدول',
  'chart.showChart': 'العرض كرسم بياني',
  'chart.summary': '{series} خلال {range}: الأحدث {latest} في {date}، الأعلى {high}، الأدنى {low}',
  'chart.summaryExtra': '{series}: الأحدث {latest}',
  'chart.table.caption': '{series} خلال {range}',
  'chart.table.reduced': 'عدد النقاط المعروضة {shown} من أصل {total}',
  'chart.table.time': 'الوقت',
} satisfies Translation<typeof en>;
