// Paddle settings of the e2e server (playwright.config.ts) and the test double of Paddle.js the
// billing spec serves in place of https://cdn.paddle.com/paddle/v2/paddle.js.

export const E2E_PADDLE = {
  apiKey: "pdl_sdbx_apikey_e2e",
  webhookSecret: "pdl_ntfset_e2e_webhook_secret",
  clientToken: "test_e2e_client_token",
  priceMonthly: "pri_e2e_monthly",
  priceYearly: "pri_e2e_yearly",
  adminEmail: "operator-e2e@example.com",
  // The loopback fake of Paddle's API (tests/fakes/fake-paddle.ts) the spec starts; its own port
  // (the OAuth fake has 3920), since .ci/run runs spec files side by side.
  apiUrl: process.env.E2E_PADDLE_API_URL ?? "http://127.0.0.1:3923",
};

export const PADDLE_JS_URL = "https://cdn.paddle.com/paddle/v2/paddle.js";

// What @paddle/paddle-js finds on window once the script loads (window.PaddleBillingV1), with the
// methods Lifescript calls: Environment.set, Initialize, Update, Checkout.open/close. Its overlay
// has "Pay now" and "Close" buttons and fires the events the real checkout fires
// (checkout.loaded, checkout.completed, checkout.closed) through the eventCallback. What the app
// opened is kept on window.__fakePaddle for the test to read.
export const FAKE_PADDLE_JS = `(() => {
  let settings = {};
  let environment = "production";
  const opened = [];
  window.__fakePaddle = { opened, get settings() { return settings; }, get environment() { return environment; } };
  const emit = (name, data) => { if (settings.eventCallback) settings.eventCallback({ name, data }); };
  let overlay = null;
  const close = () => { if (overlay) { overlay.remove(); overlay = null; } };
  window.PaddleBillingV1 = {
    Initialized: false,
    Environment: { set(value) { environment = value; } },
    Initialize(options) { settings = options; this.Initialized = true; },
    Update(options) { settings = Object.assign({}, settings, options); },
    Checkout: {
      close() { close(); emit("checkout.closed", { status: "draft" }); },
      open(options) {
        opened.push(JSON.parse(JSON.stringify(Object.assign({ environment, token: settings.token }, options))));
        close();
        overlay = document.createElement("div");
        overlay.setAttribute("role", "dialog");
        overlay.setAttribute("aria-label", "Paddle checkout (test double)");
        overlay.style.cssText = "position:fixed;inset:0;z-index:9999;display:grid;place-items:center;background:rgba(28,23,20,.55)";
        const box = document.createElement("div");
        box.style.cssText = "background:#fff;border-radius:16px;padding:24px;min-width:260px;font:16px sans-serif;color:#2a2320";
        const title = document.createElement("p");
        title.textContent = "Checkout: " + options.items.map((i) => i.priceId).join(", ");
        const pay = document.createElement("button");
        pay.textContent = "Pay now";
        pay.onclick = () => {
          box.textContent = "Payment successful";
          emit("checkout.completed", {
            status: "completed",
            transaction_id: "txn_e2e_" + Date.now(),
            customer: { id: "ctm_e2e", email: options.customer && options.customer.email },
            items: options.items.map((i) => ({ price_id: i.priceId, quantity: i.quantity })),
            custom_data: options.customData,
          });
        };
        const dismiss = document.createElement("button");
        dismiss.textContent = "Close";
        dismiss.style.marginLeft = "12px";
        dismiss.onclick = () => { close(); emit("checkout.closed", { status: "draft" }); };
        box.append(title, pay, dismiss);
        overlay.append(box);
        document.body.append(overlay);
        emit("checkout.loaded", { status: "draft", items: options.items });
      },
    },
  };
})();`;
