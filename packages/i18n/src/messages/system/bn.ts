import type { system as en } from './en';

export const system: typeof en = {
  maintenanceTitle: 'রক্ষণাবেক্ষণ চলছে',
  maintenanceText: 'আপনাকে আরও ভালো সেবা দিতে আমরা প্ল্যাটফর্মটি উন্নত করছি। অনুগ্রহ করে একটু পরে আবার আসুন, অথবা গ্রাহক সেবায় যোগাযোগ করুন।',
  regionBlockedTitle: 'প্রবেশ সীমিত',
  regionBlockedText: 'আপনার অঞ্চলে আমাদের সেবা উপলব্ধ নয়। এটি ভুল মনে হলে অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।',
  yourIp: 'আপনার আইপি',
  domainCheckFailedTitle: 'অবৈধ ইউআরএল',
  domainCheckFailedText: 'অবৈধ ইউআরএল, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
  contactSupport: 'গ্রাহক সেবা',
  social: 'আমাদের অনুসরণ করুন',
  regionTitle: 'আপনার অঞ্চল বেছে নিন',
  regionDescription: 'একটি ভাষা বেছে নিন: এটিই আপনার দেশ ও মুদ্রা ঠিক করে।',
  regionSubmit: 'নিশ্চিত করুন',
  regionCurrency: 'মুদ্রা {currency}',
  countryCurrency: 'দেশ ও মুদ্রা',
  switchNotice: 'দেশ পরিবর্তন করলে সাইটটি সেই দেশের মুদ্রায় আবার লোড হবে এবং আপনি সাইন আউট হয়ে যাবেন।',
};
