import type { walletErrorsEn } from './en';

export const walletErrorsBn: typeof walletErrorsEn = {
  insufficient_balance: 'এই পরিমাণের জন্য আপনার ব্যালেন্স যথেষ্ট নয়',
  amount_out_of_range: 'পরিমাণটি অনুমোদিত সীমার বাইরে',
  daily_limit_reached: 'আপনি আজকের উত্তোলনের সীমায় পৌঁছে গেছেন',
  transaction_password_not_set: 'আগে একটি লেনদেন পাসওয়ার্ড সেট করুন',
  incorrect_password: 'পাসওয়ার্ডটি ভুল',
  order_state_conflict: 'এই অর্ডারটি আর পরিবর্তন করা যাবে না',
  idempotency_conflict: 'এই অনুরোধটি অন্য কাজে ইতিমধ্যে ব্যবহৃত হয়েছে। আবার চেষ্টা করুন',
  binding_locked: 'নিশ্চিত করা সংযোগ পরিবর্তন বা বিচ্ছিন্ন করা যায় না',
  profile_field_locked: 'এই ঘরটি আর পরিবর্তন করা যাবে না। গ্রাহকসেবার সাথে যোগাযোগ করুন',
  withdrawal_account_limit: 'আপনি আর কোনো উত্তোলন অ্যাকাউন্ট যুক্ত করতে পারবেন না',
  no_upline: 'স্থানান্তর করার মতো আপনার কোনো আপলাইন এজেন্ট নেই',
  not_in_team: 'এই সদস্য আপনার টিমে নেই',
  request_conflict: 'একই মুহূর্তে অন্য একটি অনুরোধে এটি বদলে গেছে, আবার চেষ্টা করুন',
  single_wallet: 'এই সাইটে একটিই ওয়ালেট, তাই স্থানান্তরের প্রয়োজন নেই',
  unknown_payment_method: 'এই পেমেন্ট পদ্ধতিটি উপলব্ধ নয়',
  invalid_image: 'ছবি png বা jpg হতে হবে, প্রতিটি সর্বোচ্চ ৫ MB এবং সর্বোচ্চ ৩টি',
  admin_unauthorized: 'অনুমোদিত নয়',
};
