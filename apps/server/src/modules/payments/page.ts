// The sandbox payment page: what a real provider's checkout would be, served by this server. The
// member confirms or declines; nothing leaves the machine.
import { hashSource, policy } from '../../http/securityHeaders';
import type { DepositOrderRow } from './tables';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; background: #fff; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { color: #444; }
  button { font: inherit; padding: .6rem 1.2rem; margin: .5rem .5rem 0 0; border-radius: .4rem; border: 1px solid #1a1a1a; cursor: pointer; }
  .pay { background: #0b6b3a; color: #fff; border-color: #0b6b3a; }
  .note { color: #444; font-size: .9rem; }
  a { color: #0a4ea6; }
`;

/** The page's own style by hash, a form that posts back to this server, no script, framed by no one. */
export const PAYMENT_PAGE_POLICY = policy([
  ["default-src 'none'"],
  [`style-src ${hashSource(STYLE)}`],
  ["form-action 'self'"],
  ["base-uri 'none'"],
  ["frame-ancestors 'none'"],
]);

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;

export function paymentPage(order: DepositOrderRow, methodName: string, token: string): string {
  const details = `<dl>
  <dt>Order</dt><dd>${escape(order.orderNo)}</dd>
  <dt>Method</dt><dd>${escape(methodName)}</dd>
  <dt>Amount</dt><dd>${escape(money(order.amount, order.currency))}</dd>
  <dt>Status</dt><dd>${escape(order.status)}</dd>
</dl>`;
  if (order.status !== 'pending') {
    return layout(
      'Sandbox payment',
      `<h1>Sandbox payment</h1>${details}
<p>This order is already ${escape(order.status)}.</p><p><a href="/">Back to the site</a></p>`,
    );
  }
  const action = `/sandbox/pay/${encodeURIComponent(order.orderNo)}`;
  return layout(
    'Sandbox payment',
    `<h1>Sandbox payment</h1>
<p class="note">Test payment page of the built-in sandbox provider: no real money moves.</p>
${details}
<form method="post" action="${action}">
  <input type="hidden" name="t" value="${escape(token)}">
  <button class="pay" type="submit" name="outcome" value="paid">Confirm payment</button>
  <button type="submit" name="outcome" value="failed">Decline payment</button>
</form>`,
  );
}

export function resultPage(order: DepositOrderRow): string {
  const paid = order.status === 'paid';
  const title = paid ? 'Payment confirmed' : 'Payment declined';
  const text = paid
    ? `${money(order.amount, order.currency)} will show in your wallet.`
    : 'No money was taken. You can start a new deposit on the site.';
  return layout(
    title,
    `<h1>${title}</h1><p role="status">${escape(text)}</p>
<p>You can close this page.</p><p><a href="/">Back to the site</a></p>`,
  );
}

export const notFoundPage = () =>
  layout('Payment not found', '<h1>Payment not found</h1><p>This payment link is not valid.</p>');
