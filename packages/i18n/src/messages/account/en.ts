// Registration by the merchant's settings and the password flows (spec §4, §5, §8).
export const account = {
  register: {
    types: 'Register with',
    byUsername: 'Username',
    byMobile: 'Mobile number',
    loadFailed: 'The registration form could not be loaded',
    closed: 'Registration is closed here for now. Please contact customer service.',
  },
  fields: {
    payeeName: 'Full name (as on your bank account)',
    email: 'Email',
    birthday: 'Date of birth',
    qqNum: 'QQ number',
    line: 'Line ID',
    whatsapp: 'WhatsApp number',
    facebook: 'Facebook',
    wechat: 'WeChat ID',
    idNumber: 'ID number',
    paymentPassword: 'Payment password',
    affiliateCode: 'Affiliate code',
    referralCode: 'Referral code',
  },
  /** The letters of a date format hint (dd/mm/yyyy), in the order the browser's date input shows them. */
  dateLetters: { day: 'dd', month: 'mm', year: 'yyyy' },
  patterns: {
    any: 'Enter (min) - (max) characters',
    digits: 'Enter (min) - (max) digits',
    fullName:
      'Real name format is incorrect: enter your first and last name, (min) - (max) characters',
    email: 'Email format is incorrect: enter an address like name@example.com',
    dateYearFirst: 'Enter a date as {{format}}',
    noSpaces: 'Use (min) - (max) characters without spaces',
    alphanumeric: 'Use letters or digits only: (min) - (max) characters',
    smsCode: 'Enter the (min)-digit code from the SMS',
  },
  rules: {
    tooYoung: 'You must be at least (age) years old to register',
    invalidDate: 'Enter a valid date',
  },
  errors: {
    invitationTitle: 'Invitation code',
    invitationCode: 'Invalid invitation code',
    codeInvalid: 'The code is wrong or has expired, please send it again',
    oldPasswordWrong: 'The old password is not correct',
    mobileTaken: 'This mobile number is already registered',
    emailTaken: 'This e-mail is already registered',
  },
  change: {
    title: 'Change password',
    description:
      'Enter your current password, then choose a new one. Other devices will be signed out.',
    forcedDescription: 'Please choose a new password before you continue.',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    submit: 'Change password',
  },
  forgot: {
    link: 'Forgot password?',
    title: 'Forgot password',
    description: 'Reset your password with a code sent to your email or to your mobile number.',
    method: 'Reset by',
    byEmail: 'Email',
    byMobile: 'Mobile number',
    sendEmail: 'Send',
    emailSent:
      'We have sent a code to {{email}}. Enter it with your new password; your current password keeps working until then.',
    resendEmail: 'Send a new code',
    setPassword: 'Set new password',
    backToLogin: 'Back to log in',
  },
};
