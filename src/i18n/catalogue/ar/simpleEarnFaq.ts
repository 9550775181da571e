import type { Translation } from '../types';
import type { simpleEarnFaq as en } from '../en/simpleEarnFaq';

export const simpleEarnFaq = {
  'simpleEarnHome.faq.title': 'الأسئلة الشائعة',
  'simpleEarnHome.faq.q.what': 'ما هو الكسب البسيط؟',
  'simpleEarnHome.faq.a.what': 'يتيح لك الكسب البسيط إقراض عملاتك مقابل فائدة، في منتجات مرنة أو منتجات لأجل ثابت.',
  'simpleEarnHome.faq.q.flexibleFixed': 'ما الفرق بين المنتجات المرنة والثابتة؟',
  'simpleEarnHome.faq.a.flexibleFixed':
    'يمكن استرداد المنتج المرن في أي وقت. أما المنتج لأجل ثابت فيحجز عملاتك طوال عدد أيامه؛ وبعض المنتجات الثابتة تتيح لك {redeemEarly}.',
  'simpleEarnHome.faq.q.interest': 'متى تبدأ الفائدة؟',
  'simpleEarnHome.faq.a.interest':
    'تبدأ الفائدة المرنة بعد ساعة من الاشتراك وتُدفع بعد ساعتين من ذلك. وتبدأ الفائدة الثابتة في اليوم التالي عند 00:00 بالتوقيت العالمي.',
  'simpleEarnHome.faq.q.rate': 'كيف يُحدَّد العائد السنوي؟',
  'simpleEarnHome.faq.a.rate':
    'يتبع العائد السنوي المرن الطلب على الإقراض ويُحدَّث كل ساعة؛ ويمكنك تحديد حد أدنى للعائد. ويدفع سلم المكافآت عائدًا إضافيًا على جزء مبلغك الواقع ضمن كل مستوى.',
  'simpleEarnHome.faq.q.vip': 'من يمكنه الاشتراك في منتجات VIP؟',
  'simpleEarnHome.faq.a.vip':
    'منتج VIP متاح فقط للمستخدمين الذين يقع مستوى VIP لديهم ضمن نطاقه، المعروض على المنتج كنطاق مثل V1-V3.',
  'simpleEarnHome.faq.q.maturity': 'ماذا يحدث عند الاستحقاق؟',
  'simpleEarnHome.faq.a.maturity':
    'عند الاستحقاق يصل أصل المبلغ والفائدة بعد نحو 30 دقيقة من وقت الانتهاء، إلى الكسب البسيط المرن أو حسابك الفوري حسب اختيارك، ما لم تُعِد إعادة الاستثمار التلقائية الاشتراك بهما.',
  'simpleEarnHome.faq.links': 'اعرف المزيد',
  'simpleEarnHome.faq.link.help': 'مركز مساعدة الكسب البسيط',
  'simpleEarnHome.faq.link.guide': 'دليل الإقراض والاستثمار',
  'simpleEarnHome.faq.link.proofOfReserves': 'إثبات الاحتياطيات',
  'simpleEarnHome.faq.legal': 'قانوني',
  'simpleEarnHome.faq.link.terms': 'شروط الاستخدام',
  'simpleEarnHome.faq.link.risk': 'بيان الإفصاح عن المخاطر',
} satisfies Translation<typeof en>;
