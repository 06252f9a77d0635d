import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Amount, Button, Inline, Link, Stack, Text, formatAmount } from '@croupier/ui';
import { paths } from '@/config/paths';
import { walletQueries } from '@/shared/api';
import { errorMessage } from '@/shared/errors';
import { useMoneyLocale } from '@/shared/format';
import { FormMessage } from '@/shared/FormMessage';
import { MemberPageFrame, Panel } from '@/shared/MemberPageFrame';
import { BindAccountForm } from './BindAccountForm';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawForm } from './WithdrawForm';

/** withdraw (spec §2): a bound account, the transaction password and the limits; then the confirmation of §4. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const { locale } = useMoneyLocale();
  const info = useQuery(walletQueries.withdrawalInfo());
  if (info.error) return <MemberPageFrame page="withdraw"><FormMessage tone="critical">{errorMessage(t, info.error)}</FormMessage></MemberPageFrame>;
  if (!info.data) return <MemberPageFrame page="withdraw"><Text tone="muted">{t('common.loading')}</Text></MemberPageFrame>;
  const data = info.data;
  const money = (minor: number) => formatAmount(minor, data.currency, locale);

  return (
    <MemberPageFrame page="withdraw" lead={t('withdraw.lead', { minutes: data.confirmationMinutes })}>
      <Panel title={t('withdraw.formTitle')}>
        <Inline space="large">
          <Text>
            {t('withdraw.available')} <Amount value={data.balance} currency={data.currency} locale={locale} weight="strong" />
          </Text>
          <Text tone="muted">
            {t('withdraw.today', {
              used: data.usedToday.count,
              maxCount: data.limits.dailyCount,
              amount: money(data.usedToday.amount),
              maxAmount: money(data.limits.dailyAmount),
            })}
          </Text>
        </Inline>
        {!data.hasTransactionPassword ? (
          <Stack space="small">
            <FormMessage tone="critical">{t('errors.transaction_password_not_set')}</FormMessage>
            <div>
              <Button asChild variant="secondary">
                <Link href={paths.member.href('securityCenter')} underline="none">
                  {t('withdraw.goSetPassword')}
                </Link>
              </Button>
            </div>
          </Stack>
        ) : data.accounts.length === 0 ? (
          <Text tone="muted">{t('withdraw.bindFirst')}</Text>
        ) : (
          <WithdrawForm key={data.accounts.length} info={data} />
        )}
      </Panel>
      {data.hasTransactionPassword && data.accounts.length < data.maxAccounts ? (
        <Panel title={t('withdraw.bindTitle')}>
          <Text tone="muted">{t('withdraw.bindLead', { max: data.maxAccounts })}</Text>
          <BindAccountForm methods={data.methods} />
        </Panel>
      ) : null}
      <WithdrawalList />
    </MemberPageFrame>
  );
}
