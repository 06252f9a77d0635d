import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';
import { createContext, useContext, useMemo } from 'react';
import type { UiMessages } from './messages';
import { defaultMessages } from './messages';

/** What the provider's `linkComponent` receives: an `href` and anchor props. React Router's Link fits via a small adapter. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

export type LinkComponent = ComponentType<LinkComponentProps & { ref?: Ref<HTMLAnchorElement> }>;

export interface CroupierContextValue {
  /** Brand name written to `data-cr-brand` on every theme scope (provider root and portals). */
  brandName: string;
  /** Present for a custom brand: its CSS, re-injected wherever a scope is mounted. */
  brandCss: string | undefined;
  dir: 'ltr' | 'rtl';
  linkComponent: LinkComponent | undefined;
  messages: UiMessages;
}

export const CroupierContext = createContext<CroupierContextValue | null>(null);

const fallback: CroupierContextValue = {
  brandName: 'brazil',
  brandCss: undefined,
  dir: 'ltr',
  linkComponent: undefined,
  messages: defaultMessages,
};

/** The provider's settings; components work without a provider too (English, plain <a>, default brand). */
export const useCroupier = (): CroupierContextValue => useContext(CroupierContext) ?? fallback;

/** One section of messages: the provider's, overridden by a component's own `messages` prop. */
export const useMessages = <Section extends keyof UiMessages>(
  section: Section,
  local?: Partial<UiMessages[Section]>,
): UiMessages[Section] => {
  const fromProvider = useCroupier().messages[section];
  return useMemo(() => (local ? { ...fromProvider, ...local } : fromProvider), [fromProvider, local]);
};
