import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BalanceWidget, Inline, MemberMenu } from '@croupier/ui';
import { keys } from '@croupier/sdk';
import { UserRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { queries } from '@/shared/api';
import { authDialog } from '@/shared/authDialog';
import { localeOf } from '@/shared/language';
import { useLoginFlags } from '@/shared/member';

/** Member info in the header (spec §2): balance with show/hide and refresh, and the avatar menu. */
export function HeaderMember() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { member } = useLoginFlags();
  const balance = useQuery(queries.balance());
  const [hidden, setHidden] = useState(() => sessionStorage.getItem('balanceHidden') === '1');

  const toggleHidden = () => {
    sessionStorage.setItem('balanceHidden', hidden ? '0' : '1');
    setHidden(!hidden);
  };

  return (
    <Inline space="small" alignY="center" wrap={false}>
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
      <MemberMenu
        nickname={member?.nickname ?? member?.account ?? ''}
        account={member?.account}
        items={[{ id: 'securityCenter', label: t('member.securityCenter'), href: paths.member.href(), icon: UserRound }]}
        onSignOut={() => authDialog.open('logout')}
        messages={{ menu: t('member.menu'), signOut: t('logout.action') }}
      />
    </Inline>
  );
}
