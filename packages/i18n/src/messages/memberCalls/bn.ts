import type { memberCallErrorsEn, memberCallsEn } from './en';

export const memberCallsBn: typeof memberCallsEn = {
  avatar: {
    legend: 'অবতার',
    current: 'আপনার অবতার',
    upload: 'একটি ছবি আপলোড করুন',
    uploadHint: 'PNG, JPEG বা WebP, সর্বোচ্চ ২৫৬ kB',
    saved: 'আপনার অবতার পরিবর্তন করা হয়েছে',
    choices: {
      spade: 'ইস্কাপন',
      heart: 'হরতন',
      diamond: 'রুইতন',
      club: 'চিড়িতন',
      star: 'তারা',
      chip: 'চিপ',
    },
  },
  popular: {
    title: 'এখন জনপ্রিয়',
    routesLabel: 'ঘুরে দেখুন',
    routes: {
      promotions: 'প্রোমোশন',
      pointMall: 'পয়েন্ট মল',
      rewardCenter: 'রিওয়ার্ড সেন্টার',
      vip: 'ভিআইপি',
      inviteFriends: 'বন্ধুদের আমন্ত্রণ জানান',
      register: 'অ্যাকাউন্ট খুলুন',
    },
  },
};

export const memberCallErrorsBn: typeof memberCallErrorsEn = {
  avatar_invalid_type: 'অবতার অবশ্যই PNG, JPEG বা WebP ছবি হতে হবে',
  avatar_too_large: 'ছবিটি খুব বড়: সর্বোচ্চ ২৫৬ kB',
};
