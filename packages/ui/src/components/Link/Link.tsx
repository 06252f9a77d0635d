import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { useCroupier } from '../../provider/context';
import * as styles from './Link.css';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  tone?: 'link' | 'neutral' | 'muted';
  underline?: 'always' | 'hover' | 'none';
  weight?: 'regular' | 'strong';
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

/** A link rendered by the provider's `linkComponent` (your router), or a plain <a>. */
export const Link = ({ tone, underline, weight, className, children, ...props }: LinkProps) => {
  const { linkComponent: Component } = useCroupier();
  const classes = clsx(styles.link({ tone, underline, weight }), className);
  return Component ? (
    <Component {...props} className={classes}>
      {children}
    </Component>
  ) : (
    <a {...props} className={classes}>
      {children}
    </a>
  );
};
Link.displayName = 'Link';
