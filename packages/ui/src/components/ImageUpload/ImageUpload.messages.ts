/** Texts the ImageUpload writes itself, English by default; pass translations through its `messages` prop. */
export interface ImageUploadMessages {
  add: string;
  /** "(name)" is the file's name. */
  remove: string;
  /** Under the label: "(max)" images, "(size)" MB each. */
  limits: string;
  /** How many are chosen, on the add button: "(count)" of "(max)". */
  count: string;
  /** §8 "image too large"; "(name)", "(size)". */
  tooLarge: string;
  /** §8 "too many images"; "(max)". */
  tooMany: string;
  /** "(name)". */
  wrongType: string;
}

export const imageUploadMessages: ImageUploadMessages = {
  add: 'Add image',
  remove: 'Remove (name)',
  limits: 'PNG or JPG, up to (size) MB each, at most (max) images.',
  count: '(count) of (max)',
  tooLarge: '(name) is too large: images must be (size) MB or less.',
  tooMany: 'Too many images: you can add at most (max).',
  wrongType: '(name) is not a PNG or JPG image.',
};
