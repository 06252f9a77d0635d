import { reset } from './reset.css';

/** The zero-specificity resets an element needs (see reset.css.ts). */
export const resetFor = (tag: string): string[] => {
  switch (tag) {
    case 'ul':
    case 'ol':
      return [reset.base, reset.list];
    case 'button':
      return [reset.base, reset.button];
    case 'input':
    case 'textarea':
    case 'select':
      return [reset.base, reset.field];
    case 'a':
      return [reset.base, reset.link];
    default:
      return [reset.base];
  }
};
