import type { Translation } from '../types';
import type { kitData as en } from '../en/kitData';

export const kitData = {
  'kitData.result.success': 'نجاح',
  'kitData.result.failure': 'فشل',
  'kitData.result.info': 'معلومات',
  'kitData.stakeSuccess.ok': 'حسنًا',
  'kitData.stakeSuccess.goToCandy': 'الانتقال إلى CandyDrop',
  'kitData.stakeSuccess.candyTitle': 'CandyDrop',
  'kitData.stakeSuccess.volumeNotice':
    'حجم تداولك أقل من المستوى الأول لهذا المجمع، لذا يبقى حدك عند أدنى قيمة. تداول أكثر لرفعه.',
  'kitData.dateRange.label': 'النطاق الزمني',
  'kitData.dateRange.start': 'تاريخ البدء',
  'kitData.dateRange.end': 'تاريخ الانتهاء',
  'kitData.dateRange.placeholder': 'YYYY-MM-DD',
  'kitData.dateRange.formatHint': 'اكتب التاريخ بصيغة السنة-الشهر-اليوم، مثل 2024-01-31',
  'kitData.dateRange.openCalendar': 'اختيار التواريخ من التقويم',
  'kitData.dateRange.calendarTitle': 'اختر نطاقًا زمنيًا',
  'kitData.dateRange.pickEnd': 'اختر الآن اليوم الأخير',
  'kitData.pagination.label': 'الصفحات',
  'kitData.pagination.previous': 'الصفحة السابقة',
  'kitData.pagination.next': 'الصفحة التالية',
  'kitData.pagination.page': 'الصفحة {page}',
  'kitData.pagination.status': 'الصفحة {page} من {count}',
  'kitData.list.loadMore': 'تحميل المزيد',
  'kitData.list.loadingMore': 'جارٍ تحميل المزيد',
  'kitData.list.end': 'لا توجد سجلات أخرى',
  'kitData.list.loaded': 'تم عرض {count} سجلًا',
} satisfies Translation<typeof en>;
