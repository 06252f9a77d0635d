import { memo, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BalanceWidget, HeaderAction, HeaderMemberArea, MemberMenu, prepareAmountFormat, type MemberMenuItem } from '@croupier/ui';
import { keys } from '@croupier/sdk';
import { ArrowDownToLine, ArrowUpFromLine, Crown, Network } from 'lucide-react';
import type { MemberPage } from '@/config/memberPages';
import { paths } from '@/config/paths';
import { queries } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { localeOf } from '@/shared/language';
import { merchantCurrency } from '@/shared/merchant';
import { useLoginFlags } from '@/shared/member';
import { storageValue } from '@/shared/storage';
import { memberPageInfo } from '@/shared/memberPages';
import { vipLevelName } from '@/shared/vipLevels';
import { useLanguageFollowsMember } from './useLanguageFollowsMember';

/** The avatar menu's member pages, in the order of spec §2. */
const menuPages: MemberPage[] = ['personalHistoryCopy', 'transactionHistory', 'personalProfit', 'rewardCenter', 'securityCenter'];

// A page's first money format loads the locale's number and currency data: at 4x CPU, most of the render that
// first showed the balance (/recent, a member's server-rendered page). Made in a task of its own once this island
// loads (before a member's page hydrates, long before the balance arrives), for the merchant's currency and locale,
// which the balance shows unless the member's own differ.
if (typeof window !== 'undefined') setTimeout(() => prepareAmountFormat(merchantCurrency(), localeOf()));

/** Whether the member hid the balance, for this visit. */
const balanceHidden = storageValue(() => sessionStorage, 'balanceHidden');

/** The agent center (spec §2 /agentHome) is another branch's route; the link is here for agents. */
const AGENT_HOME = '/agentHome';

// The balance's every step (loading, refreshing, arrived) and the member's info and avatar arriving render this
// component again; the menu and the buttons, whose props did not change, are not rendered with it.
const Action = memo(HeaderAction);
const Menu = memo(MemberMenu);
const signOut = () => authDialog.open('logout');

/** Member info in the header (spec §2): balance with show/hide and refresh, the VIP level (§3), deposit, withdraw, and the avatar menu. */
export function HeaderMember() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { member, isAgent } = useLoginFlags();
  const balance = useQuery(queries.balance());
  const icon = useQuery(queries.memberIcon());
  useLanguageFollowsMember(member);
  // (a member's server-rendered page shows it unhidden: it hydrates so, then shows the member's choice)
  const hidden = useSyncExternalStore(balanceHidden.subscribe, () => balanceHidden.get() === '1', () => false);
  const toggleHidden = () => balanceHidden.set(hidden ? '0' : '1');

  const items = useMemo<MemberMenuItem[]>(
    () => [
      ...menuPages.map((page) => ({ id: page, label: t(memberPageInfo[page].title), href: paths.member.href(page), icon: memberPageInfo[page].icon })),
      ...(isAgent ? [{ id: 'agentCenter', label: t('center.agentCenter'), href: AGENT_HOME, icon: Network }] : []),
    ],
    [t, isAgent],
  );
  const menuMessages = useMemo(() => ({ menu: t('member.menu'), signOut: t('logout.action') }), [t]);

  return (
    <HeaderMemberArea
      balance={
        <BalanceWidget
          balance={balance.data?.balance}
          currency={balance.data?.currency ?? member?.currency ?? 'BRL'}
          locale={localeOf(member)}
          loading={balance.isPending}
          refreshing={balance.isFetching && !balance.isPending}
          hidden={hidden}
          onToggleHidden={toggleHidden}
          onRefresh={() => void queryClient.invalidateQueries({ queryKey: keys.balance })}
        />
      }
      actions={
        <>
          {member?.hasVip && member.vipLabelName ? (
            <Action href={paths.member.href('vip')} icon={Crown} label={t('vip.badge', { name: vipLevelName(t, member.vipLabelName) })} variant="gold" />
          ) : null}
          <Action href={paths.member.href('depositv2')} icon={ArrowDownToLine} label={t('center.deposit')} />
          <Action href={paths.member.href('withdraw')} icon={ArrowUpFromLine} label={t('center.withdraw')} variant="secondary" />
        </>
      }
      menu={
        <Menu
          nickname={member?.nickname ?? member?.account ?? ''}
          account={member?.account}
          avatarSrc={icon.data?.url}
          items={items}
          onSignOut={signOut}
          messages={menuMessages}
        />
      }
    />
  );
}
