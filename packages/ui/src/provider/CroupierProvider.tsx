import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Direction } from 'radix-ui';
import { brandCss as toBrandCss } from '../themes/brandCss';
import type { BrandName } from '../themes/brands';
import { brands, defaultBrand } from '../themes/brands';
import type { BrandTokens } from '../themes/tokenType';
import type { CroupierContextValue, LinkComponent } from './context';
import { CroupierContext } from './context';
import type { UiMessagesInput } from './messages';
import { defaultMessages, mergeMessages } from './messages';
import { ThemeScope } from './ThemeScope';

export interface CroupierProviderProps {
  /** A built-in brand by name, or a custom brand's tokens (injected as CSS at run time). Default `brazil`. */
  brand?: BrandName | BrandTokens;
  /** Renders every kit link; give it your router's link. Default: a plain <a>. */
  linkComponent?: LinkComponent;
  /** Translations of the kit's built-in texts; any section, any key. English by default. */
  messages?: UiMessagesInput;
  dir?: 'ltr' | 'rtl';
  className?: string;
  children?: ReactNode;
}

export const CroupierProvider = ({
  brand = defaultBrand,
  linkComponent,
  messages,
  dir = 'ltr',
  className,
  children,
}: CroupierProviderProps) => {
  const isBuiltIn = typeof brand === 'string' || Object.values(brands).includes(brand as never);
  const brandName = typeof brand === 'string' ? brand : brand.name;
  const customCss = useMemo(
    () => (typeof brand === 'string' || isBuiltIn ? undefined : toBrandCss(brand)),
    [brand, isBuiltIn],
  );
  const merged = useMemo(() => mergeMessages(defaultMessages, messages), [messages]);
  const value = useMemo<CroupierContextValue>(
    () => ({ brandName, brandCss: customCss, dir, linkComponent, messages: merged }),
    [brandName, customCss, dir, linkComponent, merged],
  );
  return (
    <CroupierContext.Provider value={value}>
      <Direction.Provider dir={dir}>
        <ThemeScope className={className}>{children}</ThemeScope>
      </Direction.Provider>
    </CroupierContext.Provider>
  );
};
CroupierProvider.displayName = 'CroupierProvider';
