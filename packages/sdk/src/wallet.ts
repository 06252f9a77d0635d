// Wallet operations (member center transferFund, depositv2, withdraw, transferUpline): query keys,
// query options and mutation options, one line per operation.
import type { CroupierFetchClient, CroupierQueryApi } from './client';
import { operationKey, valueMutation, valueQuery } from './operation';
import type { operations } from './generated/schema';
import type { RequestBody } from './types';

/** Prefixes to invalidate after a money movement (the balance key lives in queries.ts). */
export const walletKeys = {
  consolidatedFunds: operationKey('get', '/wps/member/info/funds/consolidated'),
  merchantWallet: operationKey('get', '/wps/relay/GCS_merchantWallet'),
  wallets: operationKey('get', '/wps/v2/wallets'),
  depositMethods: operationKey('get', '/wps/deposit/methods'),
  depositOrders: operationKey('get', '/wps/deposit/orders'),
  depositOrder: operationKey('get', '/wps/deposit/orders/{orderNo}'),
  withdrawalInfo: operationKey('get', '/wps/withdraw/info'),
  withdrawals: operationKey('get', '/wps/withdraw/orders'),
  withdrawal: operationKey('get', '/wps/withdraw/orders/{orderNo}'),
  uplineTransferInfo: operationKey('get', '/wps/member/transferUpline'),
};

export type DepositOrdersQuery = NonNullable<operations['listDepositOrders']['parameters']['query']>;
export type WithdrawalsQuery = NonNullable<operations['listWithdrawals']['parameters']['query']>;

const byOrderNo = (orderNo: string) => ({ params: { path: { orderNo } } });

export function createWalletQueries(api: CroupierQueryApi) {
  return {
    consolidatedFunds: () => valueQuery(api, ...walletKeys.consolidatedFunds),
    merchantWallet: () => valueQuery(api, ...walletKeys.merchantWallet),
    wallets: () => valueQuery(api, ...walletKeys.wallets),
    depositMethods: () => valueQuery(api, ...walletKeys.depositMethods),
    depositOrders: (query: DepositOrdersQuery = {}) =>
      valueQuery(api, ...walletKeys.depositOrders, { params: { query } }),
    depositOrder: (orderNo: string) =>
      valueQuery(api, ...walletKeys.depositOrder, byOrderNo(orderNo)),
    withdrawalInfo: () => valueQuery(api, ...walletKeys.withdrawalInfo),
    withdrawals: (query: WithdrawalsQuery = {}) =>
      valueQuery(api, ...walletKeys.withdrawals, { params: { query } }),
    withdrawal: (orderNo: string) => valueQuery(api, ...walletKeys.withdrawal, byOrderNo(orderNo)),
    uplineTransferInfo: () => valueQuery(api, ...walletKeys.uplineTransferInfo),
  };
}

type ConfirmationBody = RequestBody<'post', '/wps/withdraw/orders/{orderNo}/confirmation'>;
/** confirmWithdrawal's variables: the order and the member's answer. */
export type WithdrawalConfirmationVariables = ConfirmationBody & { orderNo: string };

/**
 * Every money-moving body carries a `requestId` (see newRequestId): a retry with the same id returns
 * the first result. After success, invalidate `keys.balance` and the wallet keys the screen shows.
 */
export function createWalletMutations({ client }: { client: CroupierFetchClient }) {
  return {
    walletTransfer: () => valueMutation(client, 'post', '/wps/relay/GCS_walletTransfer'),
    createDepositOrder: () => valueMutation(client, 'post', '/wps/deposit/orders'),
    bindWithdrawalAccount: () => valueMutation(client, 'put', '/wps/withdraw/accounts'),
    createWithdrawal: () => valueMutation(client, 'post', '/wps/withdraw/orders'),
    confirmWithdrawal: () =>
      valueMutation(
        client,
        'post',
        '/wps/withdraw/orders/{orderNo}/confirmation',
        ({ orderNo, ...body }: WithdrawalConfirmationVariables) => ({
          ...byOrderNo(orderNo),
          body,
        }),
      ),
    transferToUpline: () => valueMutation(client, 'post', '/wps/member/transferUpline'),
  };
}

export type CroupierWalletQueries = ReturnType<typeof createWalletQueries>;
export type CroupierWalletMutations = ReturnType<typeof createWalletMutations>;
