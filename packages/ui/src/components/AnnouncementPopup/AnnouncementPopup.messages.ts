/** Texts the AnnouncementPopup writes itself, English by default; pass translations through its `messages` prop. */
export interface AnnouncementPopupMessages {
  previous: string;
  next: string;
  /** Where the reader is when there are several; `{n}` and `{m}` are the position and the count. */
  counter: string;
  /** The button at the bottom that closes the popup. */
  close: string;
}

export const announcementPopupMessages: AnnouncementPopupMessages = {
  previous: 'Previous',
  next: 'Next',
  counter: '{n} of {m}',
  close: 'Got it',
};
