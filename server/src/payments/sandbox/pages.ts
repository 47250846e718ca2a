/**
 * The sandbox's browser side: drop-in copies of Razorpay's Checkout.js (`window.Razorpay`) and Cashfree's JS SDK
 * (`window.Cashfree`) that open our test checkout page, and that page (Pay / Fail / Dismiss).
 */
import { SANDBOX_TEXTS, formatINR } from '@storefront/shared/contracts';
import { escapeHtml } from '../../http/escapeHtml';

/** The test pages are opened as whole pages (Cashfree): an empty icon keeps the browser from asking for /favicon.ico. */
const NO_FAVICON = '<link rel="icon" href="data:,">';

/** `new Razorpay(options).open()` shows the test checkout in a full-screen frame and reports back by postMessage. */
export const RAZORPAY_CHECKOUT_JS = `(function () {
  var base = new URL(document.currentScript.src).origin + '/sandbox/razorpay';
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
  }
  Razorpay.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
  };
  Razorpay.prototype.close = function () {
    if (this.frame) this.frame.remove();
    if (this.onMessage) window.removeEventListener('message', this.onMessage);
    this.frame = null;
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    this.close();
    var frame = document.createElement('iframe');
    frame.title = ${JSON.stringify(SANDBOX_TEXTS.banner)};
    frame.src = base + '/checkout?' + new URLSearchParams({ order_id: options.order_id || '', key_id: options.key || '', parent_origin: location.origin });
    frame.setAttribute('style', 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:rgba(0,0,0,.55)');
    this.onMessage = function (event) {
      if (event.source !== frame.contentWindow || !event.data || event.data.source !== 'sandbox-razorpay') return;
      self.close();
      if (event.data.type === 'success' && options.handler) options.handler(event.data.payload);
      if (event.data.type === 'failed') (self.listeners['payment.failed'] || []).forEach(function (listener) { listener({ error: event.data.error }); });
      if (event.data.type === 'dismiss' && options.modal && options.modal.ondismiss) options.modal.ondismiss();
    };
    window.addEventListener('message', this.onMessage);
    document.body.appendChild(frame);
    this.frame = frame;
  };
  window.Razorpay = Razorpay;
})();
`;

/** `Cashfree({mode}).checkout({paymentSessionId, redirectTarget})` goes to the test checkout page, which returns to return_url. */
export const CASHFREE_CHECKOUT_JS = `(function () {
  var base = new URL(document.currentScript.src).origin + '/sandbox/cashfree';
  window.Cashfree = function (config) {
    return {
      mode: (config && config.mode) || 'sandbox',
      checkout: function (options) {
        var url = base + '/checkout?' + new URLSearchParams({ session: (options && options.paymentSessionId) || '' });
        if (options && options.redirectTarget === '_blank') window.open(url, '_blank');
        else if (options && options.redirectTarget === '_top') window.top.location.href = url;
        else window.location.href = url;
        return Promise.resolve({ redirect: true });
      },
    };
  };
})();
`;

export interface CheckoutPageInput {
  provider: 'Razorpay' | 'Cashfree';
  amountPaise: number;
  reference: string;
  /** Where the buttons POST ({action}: pay | fail | dismiss) and what the script does with the answer. */
  actionUrl: string;
  script: string;
  /** Shown in a frame over the storefront (Razorpay) rather than as a page of its own (Cashfree). */
  framed: boolean;
}

export function checkoutPage({ provider, amountPaise, reference, actionUrl, script, framed }: CheckoutPageInput): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${NO_FAVICON}
<title>${escapeHtml(`${provider} — ${SANDBOX_TEXTS.banner}`)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;display:flex;min-height:100vh;align-items:center;justify-content:center;background:${framed ? 'transparent' : '#eef1f4'}}
main{box-sizing:border-box;background:#fff;border-radius:12px;padding:24px;max-width:360px;width:calc(100% - 32px);box-shadow:0 8px 30px rgba(0,0,0,.25)}
h1{margin:16px 0 0;font-size:24px}
#error{color:#b3261e;margin:8px 0 0}#error:empty{display:none}
.banner{margin:0;background:#fff3cd;color:#664d03;padding:8px 12px;border-radius:8px;font-weight:600}
.amount{font-size:28px;font-weight:700;margin:16px 0 4px}
.buttons{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:10px;border-radius:8px;border:1px solid #999;font-size:16px;cursor:pointer}
#pay{background:#0a7d32;color:#fff;border-color:#0a7d32}
</style></head>
<body><main role="dialog" aria-labelledby="banner">
<p class="banner" id="banner">${escapeHtml(SANDBOX_TEXTS.banner)}</p>
<h1>${escapeHtml(provider)}</h1>
<p class="amount">${escapeHtml(formatINR(amountPaise / 100))}</p>
<p>${escapeHtml(reference)}</p>
<p role="alert" id="error"></p>
<div class="buttons">
<button id="pay" type="button" data-action="pay">${escapeHtml(SANDBOX_TEXTS.pay)}</button>
<button id="fail" type="button" data-action="fail">${escapeHtml(SANDBOX_TEXTS.fail)}</button>
<button id="dismiss" type="button" data-action="dismiss">${escapeHtml(SANDBOX_TEXTS.dismiss)}</button>
</div></main>
<script>
(function () {
  var actionUrl = ${JSON.stringify(actionUrl)};
  function setBusy(busy) {
    document.querySelectorAll('button').forEach(function (button) { button.disabled = busy; });
  }
  /** Resolves the provider's answer, or null after showing why the action was refused. */
  function act(action) {
    setBusy(true);
    document.getElementById('error').textContent = '';
    return fetch(actionUrl.replace('{action}', action), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (response.ok) return answer;
          throw new Error(answer.message || (answer.error && answer.error.description) || response.statusText);
        });
      })
      .catch(function (error) {
        document.getElementById('error').textContent = error.message;
        setBusy(false);
        return null;
      });
  }
  ${script}
  document.querySelectorAll('button[data-action]').forEach(function (button) {
    button.addEventListener('click', function () { run(button.getAttribute('data-action')); });
  });
})();
</script></body></html>`;
}

export function unknownPaymentPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${NO_FAVICON}<title>${escapeHtml(SANDBOX_TEXTS.banner)}</title></head>
<body><p>${escapeHtml(SANDBOX_TEXTS.banner)}</p><p role="alert">${escapeHtml(SANDBOX_TEXTS.unknownOrder)}</p></body></html>`;
}
