// Demo data for stories and tests: what the site will pass in from the SDK and i18n.
import { useState } from 'react';
import { ArrowDownToLine, ArrowUpFromLine, CircleUser, Crown, Dices, Fish, Flame, Gamepad2, Gift, Headset, House, Medal, MessageCircle, Send, Spade, Swords, Ticket, Trophy, Users } from 'lucide-react';
import { BalanceWidget } from '../components/BalanceWidget/BalanceWidget';
import { Button } from '../components/Button/Button';
import type { FooterProps } from '../components/Footer/Footer';
import type { HeaderNavItem } from '../components/Header/Header';
import { HeaderAction } from '../components/HeaderAction/HeaderAction';
import { HeaderMemberArea } from '../components/HeaderMemberArea/HeaderMemberArea';
import { Icon } from '../components/Icon/Icon';
import { IconButton } from '../components/IconButton/IconButton';
import { Inline } from '../components/Inline/Inline';
import { Link } from '../components/Link/Link';
import { MemberMenu } from '../components/MemberMenu/MemberMenu';
import { playerItems } from '../components/MemberMenu/MemberMenu.fixtures';
import type { SideMenuSection } from '../components/SideMenu/SideMenu';
import { Text } from '../components/Text/Text';

export const DemoLogo = ({ compact = false }: { compact?: boolean }) => (
  <Link href="/" underline="none" tone="neutral" aria-label="Croupier home">
    <Inline space="xsmall" wrap={false}>
      <Icon icon={Spade} size="large" tone="accent" />
      {compact ? null : (
        <Text size="large" weight="strong">
          Croupier
        </Text>
      )}
    </Inline>
  </Link>
);

export const navItems: HeaderNavItem[] = [
  { id: 'home', label: 'Home', href: '/', current: true, pinned: true },
  { id: 'live', label: 'Live casino', href: '/live' },
  { id: 'rng', label: 'Slots', href: '/rng' },
  { id: 'fish', label: 'Fishing', href: '/fish' },
  { id: 'sports', label: 'Sports', href: '/sports' },
  { id: 'promotions', label: 'Promotions', href: '/promotions', pinned: true },
];

/** A merchant with every category: more than a laptop's header holds in one row. */
export const allCategoryNavItems: HeaderNavItem[] = [
  ...navItems.slice(0, -1),
  { id: 'esports', label: 'E-sports', href: '/esports' },
  { id: 'lottery', label: 'Lottery', href: '/lottery' },
  { id: 'elottery', label: 'E-lottery', href: '/elottery' },
  { id: 'pvp', label: 'Card games', href: '/pvp' },
  { id: 'cockfight', label: 'Cockfight', href: '/cockfight' },
  { id: 'crash', label: 'Crash games', href: '/crash' },
  navItems[navItems.length - 1]!,
];

export const sideMenuSections: SideMenuSection[] = [
  {
    id: 'main',
    items: [
      { id: 'home', label: 'Home', href: '/', icon: House, current: true },
      { id: 'promotions', label: 'Promotions', href: '/promotions', icon: Gift, badge: 3 },
      { id: 'rewards', label: 'Reward center', href: '/member#rewardCenter', icon: Crown },
      { id: 'invite', label: 'Invite friends', href: '/member#referral', icon: Users },
    ],
  },
  {
    id: 'games',
    title: 'Game center',
    items: [
      { id: 'live', label: 'Live casino', href: '/live', icon: Dices },
      { id: 'rng', label: 'Slots', href: '/rng', icon: Gamepad2 },
      { id: 'fish', label: 'Fishing', href: '/fish', icon: Fish },
      { id: 'crash', label: 'Crash games', href: '/crash', icon: Flame },
      { id: 'sports', label: 'Sports', href: '/sports', icon: Trophy },
      { id: 'esports', label: 'E-sports', href: '/esports', icon: Swords },
      { id: 'lottery', label: 'Lottery', href: '/lottery', icon: Ticket },
      { id: 'cockfight', label: 'Cockfight', href: '/cockfight', icon: Medal },
    ],
  },
];

export const footerProps: FooterProps = {
  tagline: 'Casino, slots, sports and lottery — play responsibly.',
  products: [
    { id: 'live', label: 'Live casino', href: '/live' },
    { id: 'rng', label: 'Slots', href: '/rng' },
    { id: 'sports', label: 'Sports', href: '/sports' },
    { id: 'lottery', label: 'Lottery', href: '/lottery' },
  ],
  helpCentre: [
    { id: 'faq', label: 'FAQ', href: '/help' },
    { id: 'terms', label: 'Terms and conditions', href: '/help#term' },
    { id: 'guide', label: 'Beginner guide', href: '/help#guide' },
  ],
  contactUs: [
    { id: 'cs', label: 'Customer service', onClick: () => {} },
    { id: 'feedback', label: 'Feedback and complaints', onClick: () => {} },
    { id: 'affiliate', label: 'Affiliate service', href: '/agent' },
  ],
  social: [
    { id: 'telegram', label: 'Telegram', href: 'https://t.me/croupier', icon: Send },
    { id: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/0000', icon: MessageCircle },
    { id: 'support', label: 'Support', href: '/help', icon: Headset },
  ],
  vendors: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
  licenseText: 'Croupier is operated under a sandbox licence for demonstration. No real money is wagered.',
  legal: 'Only players aged 18 or over may open an account. Gambling can be addictive: play responsibly.',
  copyright: '© 2025 Croupier',
};

/** A region switch as the site might render it (a text code, so it looks the same on every machine). */
export const RegionFlag = ({ code = 'BR', country = 'Brazil' }: { code?: string; country?: string }) => (
  <Button variant="ghost" size="small" aria-label={`${code}, ${country}: change region`}>
    <Text size="xsmall" weight="strong" tone="muted">
      {code}
    </Text>
  </Button>
);

export const MemberArea = () => {
  const [hidden, setHidden] = useState(false);
  return (
    <Inline space="xsmall" wrap={false}>
      <BalanceWidget
        balance={1254075}
        currency="BRL"
        locale="pt-BR"
        hidden={hidden}
        onToggleHidden={() => setHidden((value) => !value)}
        onRefresh={() => {}}
      />
      <Button variant="gold" size="small">
        Deposit
      </Button>
      <Button variant="secondary" size="small">
        Withdraw
      </Button>
      <IconButton icon={CircleUser} label="Account menu" variant="ghost" />
    </Inline>
  );
};

/** The signed-in header end as the site composes it: balance, deposit and withdraw, the avatar menu. */
export const HeaderMemberDemo = ({ balance = 1254075 }: { balance?: number }) => {
  const [hidden, setHidden] = useState(false);
  return (
    <HeaderMemberArea
      balance={
        <BalanceWidget
          balance={balance}
          currency="BRL"
          locale="pt-BR"
          hidden={hidden}
          onToggleHidden={() => setHidden((value) => !value)}
          onRefresh={() => {}}
        />
      }
      actions={
        <>
          <HeaderAction href="/member/depositv2" icon={ArrowDownToLine} label="Deposit" />
          <HeaderAction
            href="/member/withdraw"
            icon={ArrowUpFromLine}
            label="Withdraw"
            variant="secondary"
          />
        </>
      }
      menu={
        <MemberMenu
          nickname="lucky_ace"
          account="ID 80017345"
          items={playerItems}
          onSignOut={() => {}}
        />
      }
    />
  );
};
