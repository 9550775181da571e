import type { Translation } from '../types';
import type { kitSchedules as en } from '../en/kitSchedules';

export const kitSchedules = {
  'kitSchedules.timeline.subscribeLabel': 'الجدول الزمني للاشتراك',
  'kitSchedules.timeline.redeemLabel': 'الجدول الزمني للاسترداد',
  'kitSchedules.timeline.state.done': 'مكتملة',
  'kitSchedules.timeline.state.current': 'الخطوة الحالية',
  'kitSchedules.timeline.state.upcoming': 'قادمة',
  'kitSchedules.timeline.about': 'نحو {time}',
  'kitSchedules.timeline.by': 'بحلول {time}',
  'kitSchedules.timeline.aboutMinutes': 'نحو {minutes} دقيقة',

  'kitSchedules.eligibility.caption': 'المستويات حسب حجم التداول',
  'kitSchedules.eligibility.tier': 'المستوى',
  'kitSchedules.eligibility.volume': 'حجم التداول خلال {days} يومًا',
  'kitSchedules.eligibility.cap': 'الحد الأقصى',
  'kitSchedules.eligibility.yourTier': 'مستواك',
  'kitSchedules.eligibility.yourVolume': 'حجم تداولك: {amount} USD',
  'kitSchedules.eligibility.topTier': 'لقد وصلت إلى أعلى مستوى',

  'kitSchedules.ladder.caption': 'معدل عائد سنوي متدرج',
  'kitSchedules.ladder.amount': 'المبلغ',
  'kitSchedules.ladder.apr': 'العائد السنوي',
  'kitSchedules.ladder.dailyRate': 'المعدل اليومي',
  'kitSchedules.ladder.range': '{from} – {to}',
  'kitSchedules.ladder.above': 'أكثر من {from}',
  'kitSchedules.ladder.yourPart': 'حصتك',
  'kitSchedules.ladder.blended': 'معدلك لمبلغ {amount}: {rate}',

  'kitSchedules.ladderModal.title': 'مستويات العائد السنوي للمكافأة',
  'kitSchedules.ladderModal.description':
    'يحقق كل جزء من مبلغك العائد السنوي للمستوى الذي يقع فيه. تُدفع المكافأة بعملة {coin}.',

  'kitSchedules.vip.caption': 'خصومات رسوم كبار العملاء',
  'kitSchedules.vip.level': 'مستوى VIP',
  'kitSchedules.vip.discount': 'الخصم',
  'kitSchedules.vip.fee': 'الرسوم بعد الخصم',
  'kitSchedules.vip.single': 'V{level}',
  'kitSchedules.vip.off': 'خصم {discount}',
  'kitSchedules.vip.yourLevel': 'مستواك',

  'kitSchedules.bonus.title': 'قواعد المكافأة',
  'kitSchedules.bonus.none': 'لا توجد مكافأة جارية لـ {asset} حاليًا.',
  'kitSchedules.bonus.coin': 'عملة المكافأة',
  'kitSchedules.bonus.start': 'وقت البدء',
  'kitSchedules.bonus.end': 'وقت الانتهاء',
  'kitSchedules.bonus.limit': 'حد المكافأة',
  'kitSchedules.bonus.rules': 'القواعد',
  'kitSchedules.bonus.rule1': 'تُدفع المكافأة بعملة {coin}، إضافةً إلى فائدتك المعتادة، من {start} إلى {end}.',
  'kitSchedules.bonus.rule2':
    'أول {limit} {asset} فقط من رصيدك تحقق المكافأة؛ وأي مبلغ يتجاوز ذلك يحقق العائد السنوي المعتاد فقط.',
  'kitSchedules.bonus.rule3': 'تُحسب المكافأة كل ساعة مثل فائدتك، وتبدأ معها: بعد ساعة واحدة من اشتراكك.',
  'kitSchedules.bonus.rule4': 'تُضاف المكافأة إلى حسابك مع فائدتك.',
  'kitSchedules.bonus.rule5':
    'يؤدي الاسترداد إلى خفض المبلغ الذي يحقق المكافأة اعتبارًا من الساعة التالية، ويرفعه الاشتراك مجددًا حتى الحد.',
  'kitSchedules.bonus.rule6': 'مجمع المكافآت محدود وقد ينفد قبل وقت الانتهاء. ويحق للمنصة تعديل هذه القواعد.',
  'kitSchedules.bonus.examples': 'أمثلة',
  'kitSchedules.bonus.example1':
    'رصيدك أقل من الحد البالغ {limit} {asset}: يحقق رصيدك بالكامل العائد السنوي المعتاد مضافًا إليه العائد السنوي للمكافأة.',
  'kitSchedules.bonus.example2':
    'رصيدك أعلى من الحد البالغ {limit} {asset}: يحقق أول {limit} {asset} العائد السنوي المعتاد مضافًا إليه العائد السنوي للمكافأة، ويحقق الباقي العائد السنوي المعتاد فقط.',
} satisfies Translation<typeof en>;
