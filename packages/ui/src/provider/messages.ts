/** Every text the kit writes itself, per component, with English defaults. The site passes translations. */
export interface UiMessages {
  button: { loading: string };
  spinner: { label: string };
  passwordField: { show: string; hide: string };
  dialog: { close: string };
  alertDialog: { confirm: string; cancel: string };
  themeToggle: { toLight: string; toDark: string };
  balance: {
    label: string;
    hide: string;
    show: string;
    refresh: string;
    loading: string;
    hiddenValue: string;
  };
  /** `menu`: the phone header's button that opens the side menu drawer, and the drawer's title. */
  appShell: { skipToContent: string; scrollToTop: string; menu: string };
  bottomTabBar: { label: string };
  header: { login: string; register: string; navigation: string; more: string };
  sideMenu: { label: string; collapse: string; expand: string };
  footer: {
    label: string;
    products: string;
    helpCentre: string;
    contactUs: string;
    social: string;
    vendors: string;
  };
}

/** What a provider or component accepts: any section, any key within it. */
export type UiMessagesInput = { [Section in keyof UiMessages]?: Partial<UiMessages[Section]> };

export const defaultMessages: UiMessages = {
  button: { loading: 'Loading' },
  spinner: { label: 'Loading' },
  passwordField: { show: 'Show password', hide: 'Hide password' },
  dialog: { close: 'Close' },
  alertDialog: { confirm: 'Confirm', cancel: 'Cancel' },
  themeToggle: { toLight: 'Switch to light mode', toDark: 'Switch to dark mode' },
  balance: {
    label: 'Balance',
    hide: 'Hide balance',
    show: 'Show balance',
    refresh: 'Refresh balance',
    loading: 'Loading balance',
    hiddenValue: 'Balance hidden',
  },
  appShell: { skipToContent: 'Skip to content', scrollToTop: 'Scroll to top', menu: 'Menu' },
  bottomTabBar: { label: 'Quick links' },
  header: { login: 'Log in', register: 'Register', navigation: 'Main', more: 'More' },
  sideMenu: { label: 'Side menu', collapse: 'Collapse menu', expand: 'Expand menu' },
  footer: {
    label: 'Site footer',
    products: 'Products',
    helpCentre: 'Help centre',
    contactUs: 'Contact us',
    social: 'Follow us',
    vendors: 'Game providers',
  },
};

export const mergeMessages = (base: UiMessages, input: UiMessagesInput | undefined): UiMessages => {
  if (!input) return base;
  const merged = { ...base } as Record<string, object>;
  for (const [section, values] of Object.entries(input)) {
    if (values) merged[section] = { ...(base as unknown as Record<string, object>)[section], ...values };
  }
  return merged as unknown as UiMessages;
};
