import type { vipEn } from './en';

export const vipBn: typeof vipEn = {
  vip: {
    badge: 'ভিআইপি {{name}}',
    lead: 'ডিপোজিট করুন এবং খেলুন, ভিআইপি লেভেলে উঠুন। আপনার ডিপোজিট এবং বৈধ বাজি দুটোই একটি লেভেলে পৌঁছালে আপনি সেই লেভেলে পৌঁছান, এবং প্রতিটি লেভেল একবার লেভেল-আপ বোনাস দেয়।',
    levels: {
      bronze: 'ব্রোঞ্জ',
      silver: 'সিলভার',
      gold: 'গোল্ড',
      platinum: 'প্লাটিনাম',
      diamond: 'ডায়মন্ড',
    },
    standing: {
      title: 'আপনার ভিআইপি লেভেল',
      level: '{{name}} (লেভেল {{level}})',
      none: 'এখনও কোনো ভিআইপি লেভেল নেই',
      toNext: '{{name}} লেভেলে পৌঁছাতে:',
      top: 'আপনি সর্বোচ্চ লেভেলে পৌঁছেছেন।',
    },
    progress: {
      deposits: 'ডিপোজিট',
      validBets: 'বৈধ বাজি',
      amounts: '{{target}} এর মধ্যে {{current}}',
    },
    ladder: {
      title: 'ভিআইপি লেভেল',
      level: 'লেভেল {{level}}: {{name}}',
      current: 'আপনার লেভেল',
      requires: 'প্রয়োজন {{deposits}} ডিপোজিট এবং {{validBets}} বৈধ বাজি',
      bonus: 'লেভেল-আপ বোনাস: {{amount}}',
      claim: '{{name}} বোনাস দাবি করুন',
    },
  },
};
