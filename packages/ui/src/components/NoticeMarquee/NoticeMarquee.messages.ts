/** Texts the NoticeMarquee writes itself, English by default. */
export interface NoticeMarqueeMessages {
  /** The region's accessible name. */
  label: string;
  pause: string;
  play: string;
}

export const noticeMarqueeMessages: NoticeMarqueeMessages = {
  label: 'Notices',
  pause: 'Pause notices',
  play: 'Play notices',
};
