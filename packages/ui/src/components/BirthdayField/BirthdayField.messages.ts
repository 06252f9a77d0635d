/** Texts the BirthdayField writes itself, English by default; pass translations through its `messages` prop. */
export interface BirthdayFieldMessages {
  /** "(age)" is replaced by the minimum age. */
  tooYoung: string;
  invalid: string;
  required: string;
}

export const birthdayFieldMessages: BirthdayFieldMessages = {
  tooYoung: 'You must be at least (age) years old to register',
  invalid: 'Enter a valid date',
  required: 'Enter your date of birth',
};
