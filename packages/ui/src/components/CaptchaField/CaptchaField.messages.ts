/** Texts the CaptchaField writes itself, English by default; pass translations through its `messages` prop. */
export interface CaptchaFieldMessages {
  /** The image's alternative text. */
  image: string;
  refresh: string;
  /** Shown in place of the image while it loads. */
  loading: string;
}

export const captchaFieldMessages: CaptchaFieldMessages = {
  image: 'Captcha image: type the characters it shows',
  refresh: 'Show a new captcha',
  loading: 'Loading captcha',
};
