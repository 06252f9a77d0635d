import { shellBn } from './shell/bn';
import { promotionsBn } from './promotions/bn';
import { agentBn } from './agent/bn';
import type { Messages } from './en';
import { lobbyBn } from './lobby/bn';
import { session } from './session/bn';
import { account } from './account/bn';
import { system } from './system/bn';
import { walletErrorsBn } from './walletErrors/bn';
import { kitUiBn } from './kitUi/bn';
import { memberCenterBn } from './memberCenter/bn';
import { recordsBn } from './records/bn';
import { rewardErrorsBn, rewardsBn } from './rewards/bn';
import { vipBn } from './vip/bn';
import { pointErrorsBn, pointsBn } from './points/bn';
import { lotteryBetsBn, lotteryErrorsBn } from './lottery/bn';
import { rgErrorsBn, rgBn } from './responsibleGaming/bn';
import { crashErrorsBn, crashBn } from './crash/bn';
import { memberCallErrorsBn, memberCallsBn } from './memberCalls/bn';
import { slotErrorsBn, slotBn } from './slot/bn';
import { contractErrorsBn, contractsBn } from './contracts/bn';
import { supportBn } from './support/bn';
import { walletBn } from './wallet/bn';

export const bn: Messages = {
  common: {
    loading: 'লোড হচ্ছে…',
    cancel: 'বাতিল',
  },
  nav: {
    home: 'হোম',
    member: 'আমার অ্যাকাউন্ট',
    pointMall: 'পয়েন্ট মল',
    deposit: 'ডিপোজিট',
  },
  header: {
    login: 'লগ ইন',
  },
  region: {
    open: 'অঞ্চল ও ভাষা',
    title: 'অঞ্চল ও ভাষা',
    description: 'সাইটের ভাষা বেছে নিন। এটি এই ডিভাইসে মনে রাখা হবে।',
    language: 'ভাষা',
  },
  home: {
    title: 'আপনার টেবিল প্রস্তুত',
    lead: 'লাইভ ক্যাসিনো, স্লট, খেলাধুলা ও লটারি এক জায়গায়। এক মিনিটে অ্যাকাউন্ট খুলুন এবং দায়িত্বের সঙ্গে খেলুন।',
    join: 'অ্যাকাউন্ট খুলুন',
    welcomeBack: 'আবার স্বাগতম, {{name}}',
    memberLead: 'আপনার ব্যালেন্স উপরের অংশে আছে। যেখানে থেমেছিলেন সেখান থেকে শুরু করুন।',
  },
  login: {
    title: 'লগ ইন',
    description: 'আবার স্বাগতম। খেলতে, জমা দিতে এবং আপনার রেকর্ড দেখতে লগ ইন করুন।',
    username: 'ব্যবহারকারীর নাম',
    password: 'পাসওয়ার্ড',
    submit: 'লগ ইন',
    submitting: 'লগ ইন হচ্ছে…',
    noAccount: 'এখনও অ্যাকাউন্ট নেই?',
    registerLink: 'নিবন্ধন করুন',
    usernameRequired: 'অনুগ্রহ করে আপনার ব্যবহারকারীর নাম লিখুন',
    passwordRequired: 'অনুগ্রহ করে আপনার পাসওয়ার্ড লিখুন',
  },
  register: {
    title: 'আপনার অ্যাকাউন্ট খুলুন',
    description: 'এক মিনিটই যথেষ্ট। সঙ্গে সঙ্গেই আপনি লগ ইন হয়ে যাবেন।',
    username: 'ব্যবহারকারীর নাম',
    password: 'পাসওয়ার্ড',
    confirmPassword: 'পাসওয়ার্ড নিশ্চিত করুন',
    terms: 'আমার বয়স ১৮ বছর বা তার বেশি এবং আমি শর্তাবলি ও গোপনীয়তা নীতি মেনে নিচ্ছি',
    /** The terms checkbox's label with its two links (<terms>, <privacy>). */
    termsLinked: 'আমার বয়স ১৮ বছর বা তার বেশি এবং আমি <terms>শর্তাবলি</terms> ও <privacy>গোপনীয়তা নীতি</privacy> মেনে নিচ্ছি',
    submit: 'অ্যাকাউন্ট খুলুন',
    haveAccount: 'আগে থেকেই অ্যাকাউন্ট আছে?',
    loginLink: 'লগ ইন',
    rules: {
      username: 'একটি অক্ষর দিয়ে শুরু করুন, তারপর অক্ষর বা সংখ্যা ব্যবহার করুন: (min) - (max) অক্ষর',
      password:
        'অনুগ্রহ করে (min) - (max) অক্ষরের পাসওয়ার্ড দিন, অন্তত একটি অক্ষর ও একটি সংখ্যা সহ, কোনো ফাঁকা স্থান ছাড়া',
      required: 'এই ঘরটি খালি রাখা যাবে না',
      terms: 'চালিয়ে যেতে শর্তাবলি মেনে নিন',
      mismatch: 'নিশ্চিতকরণ ভুল: দুটি পাসওয়ার্ড মেলেনি',
    },
  },
  logout: {
    action: 'সাইন আউট',
    title: 'সাইন আউট করবেন?',
    description: 'খেলতে বা ব্যালেন্স দেখতে আপনাকে আবার লগ ইন করতে হবে।',
    confirm: 'সাইন আউট',
  },
  member: {
    menu: 'অ্যাকাউন্ট মেনু',
    securityCenter: 'আমার অ্যাকাউন্ট',
    account: 'অ্যাকাউন্ট',
    nickname: 'ডাকনাম',
    accountType: 'অ্যাকাউন্টের ধরন',
    currency: 'মুদ্রা',
    typeMember: 'সদস্য',
    typeAgent: 'এজেন্ট',
    typeTrial: 'ট্রায়াল',
  },
  ...memberCenterBn,
  ...walletBn,
  ...recordsBn,
  ...agentBn,
  ...rewardsBn,
  ...vipBn,
  ...pointsBn,
  ...lotteryBetsBn,
  ...rgBn,
  ...crashBn,
  ...memberCallsBn,
  ...slotBn,
  ...promotionsBn,
  ...shellBn,
  ...contractsBn,
  ...supportBn,
  footer: {
    license:
      'ক্রুপিয়ার প্রদর্শনের জন্য একটি স্যান্ডবক্স লাইসেন্সের অধীনে পরিচালিত হয়। গেমগুলো শুধু বিনোদনের জন্য; কোনো আসল টাকা লেনদেন হয় না।',
    legal:
      'শুধুমাত্র ১৮ বছর বা তার বেশি বয়সীরা খেলতে পারবেন। জুয়া আসক্তি তৈরি করতে পারে: দায়িত্বের সঙ্গে খেলুন।',
  },
  system,
  account,
  session,
  errors: {
    ...walletErrorsBn,
    ...rewardErrorsBn,
    ...pointErrorsBn,
    ...lotteryErrorsBn,
    ...rgErrorsBn,
    ...crashErrorsBn,
    ...memberCallErrorsBn,
    ...slotErrorsBn,
    ...contractErrorsBn,
    unknown_user: 'ইউজারনেম/ইমেইল বিদ্যমান নেই',
    captcha_invalid: 'ছবিতে দেখানো অক্ষরগুলো লিখুন',
    verification_code_invalid: 'যাচাইকরণ কোডটি সঠিক নয়',
    verification_code_expired: 'যাচাইকরণ কোডের মেয়াদ শেষ, অনুগ্রহ করে আবার পাঠান',
    sms_too_many_requests: 'অনেক বেশি অনুরোধ, অনুগ্রহ করে ৫ মিনিট পরে আবার চেষ্টা করুন',
    verification_required: 'অনুগ্রহ করে প্রথমে যাচাইকরণ সম্পূর্ণ করুন',
    account_exists: 'এই ব্যবহারকারীর নামটি ইতিমধ্যে নেওয়া হয়েছে',
    validation_failed: 'চিহ্নিত ঘরগুলো ঠিক করুন',
    bad_request: 'আপনি যা লিখেছেন তা যাচাই করে আবার চেষ্টা করুন',
    invalid_credentials: 'ব্যবহারকারীর নাম বা পাসওয়ার্ড ভুল',
    not_logged_in: 'আপনি লগ ইন করেননি, অনুগ্রহ করে লগ ইন করুন',
    member_no_enter: 'সদস্য নয় এমন অ্যাকাউন্ট লগ ইন করতে পারবে না',
    error_not_agent: 'এখানে শুধু এজেন্টরা লগ ইন করতে পারবেন',
    too_many_requests: 'অনেকবার চেষ্টা করা হয়েছে, একটু অপেক্ষা করে আবার চেষ্টা করুন',
    not_found: 'পাওয়া যায়নি',
    network_error: 'নেটওয়ার্ক সংযোগে সমস্যা হচ্ছে, অনুগ্রহ করে আবার চেষ্টা করুন',
    pageFailed: 'এই পৃষ্ঠাটি দেখাতে সমস্যা হয়েছে। অনুগ্রহ করে হোম পৃষ্ঠায় ফিরে যান।',
    pageNotFound: 'এই পৃষ্ঠাটি নেই।',
    unknown_error: 'অজানা ত্রুটি',
    game_maintenance: 'গেম রক্ষণাবেক্ষণে আছে',
    real_account_required: 'আগে একটি অ্যাকাউন্ট নিবন্ধন করুন',
    maintenance: 'সাইটে রক্ষণাবেক্ষণ চলছে, অনুগ্রহ করে একটু পরে আবার আসুন',
    region_blocked: 'আপনার অঞ্চলে আমাদের সেবা উপলব্ধ নয়',
    origin_not_allowed: 'এই অনুরোধটি এই সাইট থেকে আসেনি। পেজটি আবার লোড করে আবার চেষ্টা করুন',
  },
  ui: {
    ...kitUiBn,
    button: { loading: 'লোড হচ্ছে' },
    spinner: { label: 'লোড হচ্ছে' },
    passwordField: { show: 'পাসওয়ার্ড দেখান', hide: 'পাসওয়ার্ড লুকান' },
    dialog: { close: 'বন্ধ করুন' },
    alertDialog: { confirm: 'নিশ্চিত করুন', cancel: 'বাতিল' },
    themeToggle: { toLight: 'হালকা থিমে যান', toDark: 'গাঢ় থিমে যান' },
    balance: {
      label: 'ব্যালেন্স',
      hide: 'ব্যালেন্স লুকান',
      show: 'ব্যালেন্স দেখান',
      refresh: 'ব্যালেন্স রিফ্রেশ করুন',
      loading: 'ব্যালেন্স লোড হচ্ছে',
      hiddenValue: 'ব্যালেন্স লুকানো আছে',
    },
    appShell: { skipToContent: 'মূল বিষয়বস্তুতে যান', scrollToTop: 'উপরে ফিরে যান', menu: 'মেনু' },
    bottomTabBar: { label: 'দ্রুত লিংক' },
    header: { login: 'লগ ইন', register: 'নিবন্ধন', navigation: 'প্রধান', more: 'আরও' },
    sideMenu: { label: 'পার্শ্ব মেনু', collapse: 'মেনু গুটিয়ে নিন', expand: 'মেনু প্রসারিত করুন' },
    footer: {
      label: 'সাইটের ফুটার',
      products: 'পণ্যসমূহ',
      helpCentre: 'সহায়তা কেন্দ্র',
      contactUs: 'যোগাযোগ করুন',
      social: 'আমাদের অনুসরণ করুন',
      vendors: 'গেম সরবরাহকারী',
    },
  },
  lobby: lobbyBn,
};
