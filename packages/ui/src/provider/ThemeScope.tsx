import type { ComponentPropsWithRef } from 'react';
import clsx from 'clsx';
import { Slot } from 'radix-ui';
import { brandAttribute } from '../themes/brandCss';
import { themeScope } from '../themes/themes.css';
import { useCroupier } from './context';

export interface ThemeScopeProps extends ComponentPropsWithRef<'div'> {
  /** Merge the scope attributes onto the single child instead of rendering a <div>. */
  asChild?: boolean;
}

/**
 * Re-applies the provider's brand and direction where it is mounted. Portalled content
 * (dialogs, menus, toasts) renders inside one, so it keeps the theme outside the provider's DOM.
 */
export const ThemeScope = ({ asChild, className, children, ...props }: ThemeScopeProps) => {
  const { brandName, brandCss, dir } = useCroupier();
  const Comp = asChild ? Slot.Root : 'div';
  const scope = { [brandAttribute]: brandName, dir };
  return (
    <>
      {brandCss ? (
        // React 19 hoists this to <head> once per brand, however many scopes render it
        <style href={`cr-brand-${brandName}`} precedence="cr-brand">
          {brandCss}
        </style>
      ) : null}
      <Comp {...scope} {...props} className={clsx(themeScope, className)}>
        {children}
      </Comp>
    </>
  );
};
ThemeScope.displayName = 'ThemeScope';
