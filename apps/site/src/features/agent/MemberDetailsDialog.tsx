import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Dialog, Text } from '@croupier/ui';
import { agentQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { formatDateTime, useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { useMoney } from './teamReport';

/** View details (team management): one member of my team and its lifetime figures. */
export function MemberDetailsDialog({
  memberId,
  onClose,
}: {
  memberId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const details = useQuery(agentQueries.teamMember(memberId));
  const d = details.data;
  const money = useMoney(d?.currency ?? 'BRL');
  const rows: [string, ReactNode][] = d
    ? [
        [t('agent.account'), d.member.account],
        [t('agent.nickname'), d.member.nickname],
        [t('agent.type'), d.member.isAgent ? t('agent.subAgent') : t('agent.member')],
        [t('agent.level'), d.level],
        [t('agent.upline'), d.upline],
        [t('agent.teamMembers'), d.teamMembers],
        [t('agent.balance'), money(d.member.balance)],
        [t('agent.joined'), formatDateTime(d.member.createdAt, locale)],
        [
          t('agent.lastLogin'),
          d.member.lastLoginAt ? formatDateTime(d.member.lastLoginAt, locale) : t('agent.never'),
        ],
        [t('agent.details.deposits'), money(d.deposits)],
        [t('agent.details.withdrawals'), money(d.withdrawals)],
        [t('agent.details.validBet'), money(d.validBet)],
        [t('agent.details.profit'), money(d.profit, true)],
      ]
    : [];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content size="medium">
        <Dialog.Title>{t('agent.details.title')}</Dialog.Title>
        {details.error ? (
          <FormMessage tone="critical">{errorMessage(t, details.error)}</FormMessage>
        ) : null}
        <dl>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text as="dt" size="small" tone="muted">
                {label}
              </Text>
              <Text as="dd">{value}</Text>
            </div>
          ))}
        </dl>
      </Dialog.Content>
    </Dialog.Root>
  );
}
