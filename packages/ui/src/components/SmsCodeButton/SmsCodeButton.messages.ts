/** Texts the SmsCodeButton writes itself, English by default; pass translations through its `messages` prop. */
export interface SmsCodeButtonMessages {
  send: string;
  /** After the first code, once the countdown is over. */
  resend: string;
  /** The label while counting down; "(time)" becomes minutes and seconds (4:59), "(seconds)" the seconds (299). */
  countdown: string;
  /** Announced (politely) when the countdown starts; "(seconds)" is replaced. */
  sent: string;
  /** Announced when a new code can be requested. */
  ready: string;
}

export const smsCodeButtonMessages: SmsCodeButtonMessages = {
  send: 'Send code',
  resend: 'Resend code',
  countdown: 'Resend in (time)',
  sent: 'Code sent. You can request a new code in (seconds) seconds.',
  ready: 'You can request a new code now.',
};
