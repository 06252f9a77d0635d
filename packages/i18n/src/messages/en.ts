import { shellEn } from './shell/en';
import { promotionsEn } from './promotions/en';
import { agentEn } from './agent/en';
import { session } from './session/en';
import { account } from './account/en';
import { system } from './system/en';
import { walletErrorsEn } from './walletErrors/en';
import { memberCenterEn } from './memberCenter/en';
import { recordsEn } from './records/en';
import { rewardErrorsEn, rewardsEn } from './rewards/en';
import { vipEn } from './vip/en';
import { pointErrorsEn, pointsEn } from './points/en';
import { lotteryBetsEn, lotteryErrorsEn } from './lottery/en';
import { rgErrorsEn, rgEn } from './responsibleGaming/en';
import { crashErrorsEn, crashEn } from './crash/en';
import { memberCallErrorsEn, memberCallsEn } from './memberCalls/en';
import { slotErrorsEn, slotEn } from './slot/en';
import { contractErrorsEn, contractsEn } from './contracts/en';
import { walletEn } from './wallet/en';
import { firstPaintEn } from './firstPaint';
import { lobbyFirstPaintEn } from './lobby/en';
import { lobbyIslandsEn } from './lobby/islandsEn';
import { supportEn } from './support/en';

// The English message set: the source of every key; other sets must have exactly these keys. The part
// home's first paint needs is in ./firstPaint.ts (bundled); this rest loads on demand.
export const restEn = {
  // the whole lobby: its first paint's part and the game screens'
  lobby: { ...lobbyFirstPaintEn, ...lobbyIslandsEn },
  // a phone's tab bar and menu drawer (issue 19) come after the first paint, where the kit's English defaults
  // stand in for these
  nav: { ...firstPaintEn.nav, deposit: 'Deposit' },
  ui: {
    ...firstPaintEn.ui,
    appShell: { ...firstPaintEn.ui.appShell, menu: 'Menu' },
    bottomTabBar: { label: 'Quick links' },
  },
  region: {
    ...firstPaintEn.region,
    title: 'Region and language',
    description: 'Choose the language of the site. It is remembered on this device.',
    language: 'Language',
  },
  login: {
    title: 'Log in',
    description: 'Welcome back. Log in to play, deposit and see your records.',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    noAccount: 'No account yet?',
    registerLink: 'Register',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
  },
  register: {
    title: 'Create your account',
    description: 'It takes a minute. You will be logged in straight away.',
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    terms: 'I am 18 or older and accept the terms and the privacy policy',
    /** The terms checkbox's label with its two links (<terms>, <privacy>). */
    termsLinked: 'I am 18 or older and accept the <terms>terms</terms> and the <privacy>privacy policy</privacy>',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    loginLink: 'Log in',
    rules: {
      username: 'Start with a letter, then use letters or digits: (min) - (max) characters',
      password:
        'Please fill in your password with (min) - (max) characters, including a letter and a digit, without spaces',
      required: 'Input cannot be empty',
      terms: 'Please accept the terms to continue',
      mismatch: 'Incorrect confirmation input: the two passwords are different',
    },
  },
  logout: {
    action: 'Sign out',
    title: 'Sign out?',
    description: 'You will need to log in again to play or see your balance.',
    confirm: 'Sign out',
  },
  member: {
    menu: 'Account menu',
    securityCenter: 'My account',
    account: 'Account',
    nickname: 'Nickname',
    accountType: 'Account type',
    currency: 'Currency',
    typeMember: 'Member',
    typeAgent: 'Agent',
    typeTrial: 'Trial',
  },
  // --- wallet and member center (issue 6) ---
  ...memberCenterEn,
  ...walletEn,
  ...recordsEn,
  ...agentEn,
  ...rewardsEn,
  ...vipEn,
  ...pointsEn,
  // the help centre and app download in full (the first paint bundles only their titles)
  ...supportEn,
  ...lotteryBetsEn,
  ...rgEn,
  ...crashEn,
  ...memberCallsEn,
  ...slotEn,
  ...promotionsEn,
  ...shellEn,
  ...contractsEn,
  system,
  account,
  session,
  errors: {
    ...walletErrorsEn,
    ...rewardErrorsEn,
    ...pointErrorsEn,
    ...lotteryErrorsEn,
    ...rgErrorsEn,
    ...crashErrorsEn,
    ...memberCallErrorsEn,
    ...slotErrorsEn,
    ...contractErrorsEn,
    unknown_user: 'Username/Email does not exist',
    captcha_invalid: 'Please enter the characters shown in the image',
    verification_code_invalid: 'Invalid verification code',
    verification_code_expired: 'The verification code has expired, please send it again',
    sms_too_many_requests: 'Too many requests, please try again in 5 minutes',
    verification_required: 'Please complete verification first',
    account_exists: 'This username is already taken',
    validation_failed: 'Please correct the highlighted fields',
    bad_request: 'Please check what you entered and try again',
    invalid_credentials: 'Incorrect username or password',
    not_logged_in: 'You are not logged in, please login',
    member_no_enter: 'Non-member account unable to login',
    error_not_agent: 'Only agents can log in here',
    too_many_requests: 'Too many attempts, please wait a moment and try again',
    not_found: 'Not found',
    network_error: 'Network link is abnormal, please try again',
    pageFailed: 'Something went wrong while showing this page. Please go back to the home page.',
    pageNotFound: 'This page does not exist.',
    unknown_error: 'Unknown error',
    game_maintenance: 'Game maintenance',
    real_account_required: 'Register an account first',
    maintenance: 'The site is under maintenance, please come back soon',
    region_blocked: 'Our service is not available in your region',
    origin_not_allowed:
      'This request did not come from this site. Please reload the page and try again',
  },
};

export const en = { ...firstPaintEn, ...restEn };

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every message set has: the English keys, any strings. */
export type Messages = DeepStrings<typeof en>;
