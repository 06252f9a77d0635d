import { kitUiEn } from './kitUi/en';
import { lobbyFirstPaintEn } from './lobby/en';

// The English messages home's first paint uses (shell, header, side menu, footer, home, lobby, the kit's
// texts): bundled into the first script. The rest of the set (./en.ts) loads right after, before any
// other screen shows (the site's lazy islands wait for it).
export const firstPaintEn = {
  common: {
    loading: 'Loading…',
    cancel: 'Cancel',
  },
  nav: {
    home: 'Home',
    member: 'My account',
    pointMall: 'Points mall',
  },
  header: {
    login: 'Log in',
  },
  // the header's globe; its dialog (an island) reads the rest of region's texts from en.ts
  region: {
    open: 'Region and language',
  },
  home: {
    title: 'Your table is ready',
    lead: 'Live casino, slots, sports and lottery in one place. Create an account in a minute and play responsibly.',
    join: 'Create account',
    welcomeBack: 'Welcome back, {{name}}',
    memberLead: 'Your balance is in the header. Pick up where you left off.',
  },
  // The side menu's help centre and app download entries; the rest of the support texts come with en.ts.
  help: { title: 'Help center' },
  download: { title: 'App download' },
  footer: {
    license:
      'Croupier is operated under a sandbox licence for demonstration. Games are for entertainment; no real money is moved.',
    legal:
      'Only players aged 18 or over may play. Gambling can be addictive: please play responsibly.',
  },
  lobby: lobbyFirstPaintEn,
  ui: {
    ...kitUiEn,
    button: { loading: 'Loading' },
    spinner: { label: 'Loading' },
    passwordField: { show: 'Show password', hide: 'Hide password' },
    dialog: { close: 'Close' },
    alertDialog: { confirm: 'Confirm', cancel: 'Cancel' },
    themeToggle: { toLight: 'Switch to light theme', toDark: 'Switch to dark theme' },
    balance: {
      label: 'Balance',
      hide: 'Hide balance',
      show: 'Show balance',
      refresh: 'Refresh balance',
      loading: 'Loading balance',
      hiddenValue: 'Balance hidden',
    },
    appShell: { skipToContent: 'Skip to content', scrollToTop: 'Scroll to top' },
    header: { login: 'Log in', register: 'Register', navigation: 'Main', more: 'More' },
    sideMenu: { label: 'Side menu', collapse: 'Collapse menu', expand: 'Expand menu' },
    footer: {
      label: 'Site footer',
      products: 'Products',
      helpCentre: 'Help center',
      contactUs: 'Contact us',
      social: 'Follow us',
      vendors: 'Game providers',
    },
  },
};
