// The sandbox game page shown in the site's game popup iframe: a three-reel slot that plays real rounds
// against the member's wallet. Plain HTML with labelled controls and live regions, so it is accessible.
import { BETS, SYMBOLS } from './rounds';
import type { SandboxTexts } from './sandboxTexts';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SandboxPageInput {
  nonce: string;
  texts: SandboxTexts;
  displayName: string;
  vendor: string;
  currency: string;
  balance: number;
  /** The member's active seed pair: its hash and the next spin's nonce (issue 14). */
  fair: { serverSeedHash: string; nonce: number };
  /** The site's fairness page, opened over the whole site. */
  fairnessUrl: string;
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f1226;color:#f4f5fb}
main{max-width:34rem;margin:0 auto;padding:1.5rem;display:grid;gap:1rem}
h1{margin:0;font-size:1.5rem}.note{margin:0;color:#c8cbe0;font-size:.875rem}
.reels{display:flex;gap:.75rem;justify-content:center}
.reels span{display:grid;place-items:center;width:5.5rem;height:5.5rem;border-radius:.75rem;background:#f4f5fb;color:#0f1226;font-weight:800;font-size:1.25rem}
form{display:flex;gap:.75rem;align-items:end;flex-wrap:wrap}label{display:grid;gap:.25rem;font-weight:600}
select,button{font:inherit;padding:.5rem .75rem;border-radius:.5rem;border:2px solid #f4f5fb}
button{background:#ffd34d;color:#0f1226;font-weight:800;border-color:#ffd34d;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}:focus-visible{outline:3px solid #7cc4ff;outline-offset:2px}
.status{min-height:1.5rem;font-weight:700}.fair{margin:0;font-size:.8125rem;color:#c8cbe0;overflow-wrap:anywhere}.fair a{color:#7cc4ff}
@media (prefers-reduced-motion:no-preference){.reels span{transition:transform .2s}.spinning span{transform:rotateX(80deg)}}`;

// Runs in the iframe: one fetch per round, retried once with the same roundId so a lost answer never bets twice.
const SCRIPT = `
const t = JSON.parse(document.getElementById('texts').textContent);
const money = new Intl.NumberFormat(t.locale, { style: 'currency', currency: t.currency });
const show = (minor) => money.format(minor / 100);
const form = document.getElementById('spin'), button = form.querySelector('button');
const balance = document.getElementById('balance'), status = document.getElementById('status');
const reels = document.getElementById('reels');
const newRoundId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
async function play(body) {
  for (let attempt = 0; ; attempt++) {
    try { return await fetch(location.pathname + '/rounds', { method: 'POST', headers: { 'content-type': 'application/json' }, body }); }
    catch (error) { if (attempt > 0) throw error; }
  }
}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  button.disabled = true; button.textContent = t.spinning; reels.classList.add('spinning'); status.textContent = '';
  try {
    const response = await play(JSON.stringify({ roundId: newRoundId(), bet: Number(form.bet.value) }));
    const answer = await response.json();
    if (!response.ok) { status.textContent = t[answer.code] || t.failed; return; }
    reels.querySelectorAll('span').forEach((cell, i) => { cell.textContent = answer.reels[i]; });
    reels.setAttribute('aria-label', t.reels + ': ' + answer.reels.join(', '));
    balance.textContent = show(answer.balance);
    if (answer.fair) { document.getElementById('seed-hash').textContent = answer.fair.serverSeedHash; document.getElementById('seed-nonce').textContent = String(answer.fair.nonce + 1); }
    status.textContent = answer.win > 0 ? t.won.replace('{amount}', show(answer.win)) : t.lost;
    parent.postMessage({ type: 'croupier:balance', balance: answer.balance }, location.origin);
  } catch { status.textContent = t.failed; }
  finally { button.disabled = false; button.textContent = t.spin; reels.classList.remove('spinning'); }
});
balance.textContent = show(Number(balance.dataset.minor));`;

export function sandboxPage({
  nonce,
  texts,
  displayName,
  vendor,
  currency,
  balance,
  fair,
  fairnessUrl,
}: SandboxPageInput): string {
  const options = BETS.map(
    (bet, i) =>
      `<option value="${bet}"${i === 0 ? ' selected' : ''}>${(bet / 100).toFixed(2)}</option>`,
  ).join('');
  const first = SYMBOLS.slice(0, 3);
  // The texts travel as JSON in a data block, so no string is ever spliced into script source.
  const data = JSON.stringify({ ...texts, currency }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${texts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(displayName)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(displayName)}</h1>
<p class="note">${escapeHtml(vendor)} · ${escapeHtml(texts.note)}</p>
<p><span id="balance-label">${escapeHtml(texts.balance)}</span>: <output id="balance" aria-labelledby="balance-label" data-minor="${balance}">${(balance / 100).toFixed(2)}</output></p>
<div id="reels" class="reels" role="img" aria-label="${escapeHtml(`${texts.reels}: ${first.join(', ')}`)}">${first.map((s) => `<span>${s}</span>`).join('')}</div>
<form id="spin"><label>${escapeHtml(texts.bet)} (${escapeHtml(currency)})<select name="bet">${options}</select></label><button type="submit">${escapeHtml(texts.spin)}</button></form>
<p id="status" class="status" role="status" aria-live="polite"></p>
<p class="fair">${escapeHtml(texts.fairHash)}: <code id="seed-hash">${escapeHtml(fair.serverSeedHash)}</code> · ${escapeHtml(texts.fairNonce)}: <span id="seed-nonce">${fair.nonce}</span> · <a href="${escapeHtml(fairnessUrl)}" target="_top">${escapeHtml(texts.fairLink)}</a></p>
</main>
<script type="application/json" id="texts">${data}</script>
<script nonce="${nonce}">${SCRIPT}</script></body></html>`;
}
