import { globalStyle, style } from '@vanilla-extract/css';

// Element resets at zero specificity (:where), so any sprinkle or component class wins over them.
const make = (rules: Parameters<typeof globalStyle>[1]) => {
  const className = style({});
  globalStyle(`:where(${className})`, rules);
  return className;
};

const base = make({ margin: 0, padding: 0, border: 0, minWidth: 0 });
const list = make({ listStyle: 'none' });
const button = make({ background: 'none', color: 'inherit', font: 'inherit', cursor: 'pointer', textAlign: 'inherit' });
const field = make({ background: 'none', color: 'inherit', font: 'inherit', appearance: 'none' });
const link = make({ color: 'inherit', textDecoration: 'none' });

export const reset = { base, list, button, field, link };
