import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A loopback stand-in for Twilio's Messages API (server/providers/sms.ts): POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth and form fields To, From,
// Body; 201 with the message resource, or Twilio's error object. Tests read what was "sent".

export type FakeSmsMessage = { to: string; from: string; body: string };
export type FakeSms = {
  url: string;
  accountSid: string;
  authToken: string;
  messages: FakeSmsMessage[];
  // The newest code texted to a number (six digits), waiting for it to arrive.
  codeFor: (to: string) => Promise<string>;
  // The next `count` messages are refused as Twilio refuses an unroutable number.
  failNext: (count?: number) => void;
  close: () => Promise<void>;
};

export async function startFakeSms(port = 0): Promise<FakeSms> {
  const accountSid = `AC${crypto.randomBytes(16).toString("hex")}`;
  const authToken = crypto.randomBytes(16).toString("hex");
  const messages: FakeSmsMessage[] = [];
  let failures = 0;
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      if (req.method !== "POST" || req.url !== path) {
        return reply(404, {
          code: 20404,
          message: "The requested resource was not found",
          status: 404,
        });
      }
      if (req.headers.authorization !== expected) {
        return reply(401, { code: 20003, message: "Authenticate", status: 401 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const to = form.get("To") ?? "";
      const from = form.get("From") ?? "";
      const body = form.get("Body") ?? "";
      if (!to || !body || !from) {
        return reply(400, {
          code: 21604,
          message: "A 'To' phone number is required.",
          status: 400,
        });
      }
      if (failures > 0) {
        failures -= 1;
        return reply(400, {
          code: 21614,
          message: `'To' number ${to} is not a valid mobile number`,
          more_info: "https://www.twilio.com/docs/errors/21614",
          status: 400,
        });
      }
      messages.push({ to, from, body });
      const now = new Date().toUTCString();
      reply(201, {
        sid: `SM${crypto.randomBytes(16).toString("hex")}`,
        account_sid: accountSid,
        to,
        from,
        body,
        status: "queued",
        num_segments: "1",
        direction: "outbound-api",
        date_created: now,
        date_updated: now,
        error_code: null,
        error_message: null,
        api_version: "2010-04-01",
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${actual}`,
    accountSid,
    authToken,
    messages,
    async codeFor(to) {
      for (let i = 0; i < 100; i += 1) {
        const message = [...messages].reverse().find((m) => m.to === to);
        const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no code texted to ${to}`);
    },
    failNext(count = 1) {
      failures = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// The settings a server needs to text through the fake.
export function fakeSmsEnv(fake: FakeSms): Record<string, string> {
  return {
    SMS_API_URL: fake.url,
    SMS_ACCOUNT_SID: fake.accountSid,
    SMS_AUTH_TOKEN: fake.authToken,
    SMS_FROM: "+15005550006",
  };
}
