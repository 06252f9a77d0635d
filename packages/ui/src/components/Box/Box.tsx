import type { AllHTMLAttributes, ElementType, Ref } from 'react';
import { createElement } from 'react';
import clsx from 'clsx';
import { resetFor } from '../../css/resetFor';
import type { Sprinkles } from '../../css/sprinkles.css';
import { sprinkles } from '../../css/sprinkles.css';

type NativeProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>;

export interface BoxProps extends Sprinkles, NativeProps {
  /** The element to render. Default `div`. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
  'data-testid'?: string;
}

/** Splits sprinkle props (token-backed layout and colour) from the element's own props. */
export const splitSprinkles = <P extends object>(props: P) => {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
};

/** The base of every layout: any element, styled only through token-backed props. */
export const Box = ({ as: component = 'div', className, ...props }: BoxProps) => {
  const { atoms, rest } = splitSprinkles(props);
  const tag = typeof component === 'string' ? component : '';
  return createElement(component, {
    ...rest,
    className: clsx(resetFor(tag), sprinkles(atoms), className) || undefined,
  });
};
Box.displayName = 'Box';
