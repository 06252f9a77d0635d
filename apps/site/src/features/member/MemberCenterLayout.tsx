import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, MemberNav, Spinner, type MemberNavSection } from '@croupier/ui';
import { defaultMemberPage, isMemberPage, type MemberPage } from '@/config/memberPages';
import { paths } from '@/config/paths';
import { useKitMessages } from '@/shared/kitMessages';
import { useLoginFlags } from '@/shared/member';
import { TrialGate } from '@/shared/TrialGate';
import { memberPageInfo } from '@/shared/memberPages';
import { useReferralAvailable } from '@/shared/referral';
import { useUnreadCounts } from '@/shared/unread';

const groups: { id: 'account' | 'funds' | 'records' | 'more'; pages: MemberPage[] }[] = [
  { id: 'account', pages: ['securityCenter'] },
  { id: 'funds', pages: ['transferFund', 'depositv2', 'withdraw', 'transferUpline'] },
  { id: 'records', pages: ['personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails'] },
  { id: 'more', pages: ['rewardCenter', 'vip', 'referral', 'missionLeaderboard', 'messageV2'] },
];

const groupTitles = {
  account: 'center.groups.account',
  funds: 'center.groups.funds',
  records: 'center.groups.records',
  more: 'center.groups.more',
} as const;

/** The page shown for a /member URL: /member itself opens on securityCenter (spec §2). */
export function currentMemberPage(pathname: string): MemberPage {
  const segment = pathname.split('/')[2];
  return isMemberPage(segment) ? segment : defaultMemberPage;
}

/** Member center (spec §2): trial accounts are kept out ('Register an account first', spec §6). */
export function MemberCenterLayout() {
  return (
    <TrialGate>
      <MemberCenter />
    </TrialGate>
  );
}

/** The page menu with unread badges beside the current page. */
function MemberCenter() {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { pathname } = useLocation();
  const { member } = useLoginFlags();
  const unread = useUnreadCounts();
  const referral = useReferralAvailable();

  if (!member) return <Spinner label={t('common.loading')} />;

  const badges: Partial<Record<MemberPage, number>> = {
    messageV2: unread?.messageV2,
    missionLeaderboard: unread?.missionLeaderboard,
    rewardCenter: unread?.rewardCenter,
  };
  const sections: MemberNavSection[] = groups.map((group) => ({
    id: group.id,
    title: t(groupTitles[group.id]),
    // Invite friends: player accounts on a merchant with the referral flag only (spec §6).
    items: group.pages.filter((page) => page !== 'referral' || referral).map((page) => ({
      id: page,
      label: t(memberPageInfo[page].title),
      href: paths.member.href(page),
      icon: memberPageInfo[page].icon,
      unread: badges[page],
    })),
  }));

  return (
    <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} gap="large" alignItems="flex-start">
      <Box width={{ mobile: 'full', desktop: 'auto' }} flexShrink={0}>
        <MemberNav label={t('center.title')} sections={sections} current={currentMemberPage(pathname)} messages={kit.badge} />
      </Box>
      <Box flexGrow={1} minWidth={0} width="full">
        <Outlet />
      </Box>
    </Box>
  );
}
