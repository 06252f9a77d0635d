import type { Messages } from '../en';

export const account: Messages['account'] = {
  register: {
    types: 'যেভাবে নিবন্ধন করবেন',
    byUsername: 'ইউজারনেম',
    byMobile: 'মোবাইল নম্বর',
    loadFailed: 'নিবন্ধন ফর্মটি লোড করা যায়নি',
    closed: 'এখানে এখন নিবন্ধন বন্ধ আছে। অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।',
  },
  fields: {
    payeeName: 'পুরো নাম (ব্যাংক অ্যাকাউন্টে যেমন আছে)',
    email: 'ইমেইল',
    birthday: 'জন্ম তারিখ',
    qqNum: 'QQ নম্বর',
    line: 'Line আইডি',
    whatsapp: 'WhatsApp নম্বর',
    facebook: 'Facebook',
    wechat: 'WeChat আইডি',
    idNumber: 'পরিচয়পত্র নম্বর',
    paymentPassword: 'পেমেন্ট পাসওয়ার্ড',
    affiliateCode: 'অ্যাফিলিয়েট কোড',
    referralCode: 'রেফারেল কোড',
  },
  /** The letters of a date format hint (dd/mm/yyyy), in the order the browser's date input shows them. */
  dateLetters: { day: 'dd', month: 'mm', year: 'yyyy' },
  patterns: {
    any: '(min) থেকে (max) অক্ষর লিখুন',
    digits: '(min) থেকে (max) অঙ্ক লিখুন',
    fullName: 'আসল নামের ফরম্যাট ভুল: নামের প্রথম ও শেষ অংশ লিখুন, (min) থেকে (max) অক্ষর',
    email: 'ইমেইলের ফরম্যাট ভুল: name@example.com এর মতো ঠিকানা লিখুন',
    dateYearFirst: 'তারিখ {{format}} আকারে লিখুন',
    noSpaces: 'ফাঁকা জায়গা ছাড়া (min) থেকে (max) অক্ষর ব্যবহার করুন',
    alphanumeric: 'শুধু অক্ষর বা অঙ্ক ব্যবহার করুন: (min) থেকে (max) অক্ষর',
    smsCode: 'SMS-এ পাওয়া (min) অঙ্কের কোডটি লিখুন',
  },
  rules: {
    tooYoung: 'নিবন্ধন করতে আপনার বয়স কমপক্ষে (age) বছর হতে হবে',
    invalidDate: 'একটি সঠিক তারিখ লিখুন',
  },
  errors: {
    invitationTitle: 'আমন্ত্রণ কোড',
    invitationCode: 'আমন্ত্রণ কোডটি সঠিক নয়',
    codeInvalid: 'কোডটি ভুল অথবা মেয়াদ শেষ, আবার পাঠান',
    oldPasswordWrong: 'বর্তমান পাসওয়ার্ডটি সঠিক নয়',
    mobileTaken: 'এই মোবাইল নম্বরটি ইতিমধ্যে নিবন্ধিত',
    emailTaken: 'এই ই-মেইলটি ইতিমধ্যে নিবন্ধিত',
  },
  change: {
    title: 'পাসওয়ার্ড পরিবর্তন',
    description:
      'আপনার বর্তমান পাসওয়ার্ড লিখুন, তারপর নতুন একটি বেছে নিন। অন্য ডিভাইসগুলো থেকে সাইন আউট হয়ে যাবে।',
    forcedDescription: 'চালিয়ে যাওয়ার আগে অনুগ্রহ করে একটি নতুন পাসওয়ার্ড বেছে নিন।',
    oldPassword: 'বর্তমান পাসওয়ার্ড',
    newPassword: 'নতুন পাসওয়ার্ড',
    confirmNewPassword: 'নতুন পাসওয়ার্ড নিশ্চিত করুন',
    submit: 'পাসওয়ার্ড পরিবর্তন করুন',
  },
  forgot: {
    link: 'পাসওয়ার্ড ভুলে গেছেন?',
    title: 'পাসওয়ার্ড ভুলে গেছি',
    description: 'আপনার ইমেইলে বা মোবাইলে পাঠানো কোড দিয়ে পাসওয়ার্ড রিসেট করুন।',
    method: 'যেভাবে রিসেট করবেন',
    byEmail: 'ইমেইল',
    byMobile: 'মোবাইল নম্বর',
    sendEmail: 'পাঠান',
    emailSent:
      'আমরা {{email}} ঠিকানায় একটি কোড পাঠিয়েছি। নতুন পাসওয়ার্ডের সাথে কোডটি লিখুন; ততক্ষণ আপনার বর্তমান পাসওয়ার্ড কাজ করবে।',
    resendEmail: 'নতুন কোড পাঠান',
    setPassword: 'নতুন পাসওয়ার্ড সেট করুন',
    backToLogin: 'লগইনে ফিরে যান',
  },
};
