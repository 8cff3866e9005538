import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A loopback stand-in for Google's and Apple's OAuth 2.0 / OpenID Connect servers, on their real
// paths with their real parameter names, so one address serves both (the paths do not overlap):
//   Google: GET /o/oauth2/v2/auth, POST /token, GET /oauth2/v3/certs, GET /v1/userinfo
//   Apple:  GET /auth/authorize (answered with response_mode=form_post), POST /auth/token,
//           GET /auth/keys
// The authorize pages ask for the account to sign in as (the test types it, as a person picks an
// account at Google or Apple). Codes are single use, bound to the client, the redirect_uri and
// the PKCE challenge; ID tokens are RS256 JWTs signed by a key the JWKS endpoints publish.

export type FakeOAuthClient = { clientId: string; clientSecret: string };
type Provider = "google" | "apple";
type Identity = { sub: string; email: string; name: string };
type Grant = {
  provider: Provider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  identity: Identity;
};

export type FakeOAuth = {
  url: string;
  // Every request the fake answered, in order ("POST /token"), for assertions on the flow.
  calls: string[];
  close: () => Promise<void>;
};

const ISSUER: Record<Provider, string> = {
  google: "https://accounts.google.com",
  apple: "https://appleid.apple.com",
};

const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

function html(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title><meta name="viewport" content="width=device-width"></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const hidden = (params: URLSearchParams) =>
  [...params]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeOAuth(options: {
  port?: number;
  google: FakeOAuthClient;
  apple: FakeOAuthClient;
}): Promise<FakeOAuth> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = `fake-${crypto.randomBytes(4).toString("hex")}`;
  const jwk = { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" };
  const clients: Record<Provider, FakeOAuthClient> = {
    google: options.google,
    apple: options.apple,
  };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Identity>();
  // Apple sends the user's name only the first time an account authorizes the app.
  const appleSeen = new Set<string>();
  const calls: string[] = [];

  function idToken(provider: Provider, grant: Grant): string {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: "RS256", kid, typ: "JWT" };
    const claims: Record<string, unknown> = {
      iss: ISSUER[provider],
      aud: grant.clientId,
      sub: grant.identity.sub,
      email: grant.identity.email,
      iat: now,
      exp: now + 3600,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
      ...(provider === "google"
        ? {
            azp: grant.clientId,
            email_verified: true,
            name: grant.identity.name,
            given_name: grant.identity.name.split(" ")[0],
            at_hash: base64url(crypto.randomBytes(16)),
          }
        : {
            email_verified: "true",
            is_private_email: "false",
            auth_time: now,
            nonce_supported: true,
          }),
    };
    const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
    return `${input}.${base64url(crypto.sign("sha256", Buffer.from(input), privateKey))}`;
  }

  // An account is known by its address: the same address signs in as the same subject.
  const subjectOf = (provider: Provider, email: string) =>
    `${provider === "google" ? "1" : "000"}${crypto.createHash("sha256").update(`${provider}:${email}`).digest("hex").slice(0, 20)}`;

  function json(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(JSON.stringify(body));
  }
  function oauthError(
    res: http.ServerResponse,
    status: number,
    error: string,
    description: string,
  ) {
    json(res, status, { error, error_description: description });
  }

  function authorizePage(provider: Provider, query: URLSearchParams, res: http.ServerResponse) {
    const client = clients[provider];
    if (query.get("client_id") !== client.clientId) {
      res.writeHead(400, { "content-type": "text/html" });
      res.end(html("Error", "<h1>invalid_client</h1><p>The OAuth client was not found.</p>"));
      return;
    }
    const expectedType = provider === "apple" ? "code id_token" : "code";
    if (query.get("response_type") !== expectedType || !query.get("redirect_uri")) {
      res.writeHead(400, { "content-type": "text/html" });
      res.end(html("Error", "<h1>invalid_request</h1>"));
      return;
    }
    if (provider === "apple" && query.get("response_mode") !== "form_post") {
      res.writeHead(400, { "content-type": "text/html" });
      res.end(html("Error", "<h1>invalid_request</h1><p>response_mode must be form_post.</p>"));
      return;
    }
    const label = provider === "google" ? "Google" : "Apple";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      html(
        `Sign in with ${label}`,
        `<h1>Sign in with ${label}</h1><p>to continue to the app (${escapeHtml(query.get("scope") ?? "")})</p>
<form method="post" action="${provider === "google" ? "/o/oauth2/v2/auth/approve" : "/auth/authorize/approve"}">${hidden(query)}
<p><label>Email <input name="login_email" type="email" required></label></p>
<p><label>Full name <input name="login_name"></label></p>
<p><button type="submit">Continue</button></p></form>`,
      ),
    );
  }

  function approve(provider: Provider, form: URLSearchParams, res: http.ServerResponse) {
    const email = form.get("login_email") ?? "";
    const redirectUri = form.get("redirect_uri") ?? "";
    const identity = { sub: subjectOf(provider, email), email, name: form.get("login_name") ?? "" };
    const code = base64url(crypto.randomBytes(24));
    const grant: Grant = {
      provider,
      clientId: form.get("client_id") ?? "",
      redirectUri,
      codeChallenge: form.get("code_challenge"),
      nonce: form.get("nonce"),
      identity,
    };
    grants.set(code, grant);
    const state = form.get("state") ?? "";
    if (provider === "google") {
      const target = new URL(redirectUri);
      target.searchParams.set("state", state);
      target.searchParams.set("code", code);
      target.searchParams.set("scope", form.get("scope") ?? "");
      target.searchParams.set("authuser", "0");
      target.searchParams.set("prompt", "consent");
      res.writeHead(302, { location: target.toString() });
      res.end();
      return;
    }
    // Apple posts the answer to the redirect_uri from its own page (response_mode=form_post).
    const answer = new URLSearchParams({ state, code, id_token: idToken("apple", grant) });
    if (!appleSeen.has(identity.sub)) {
      appleSeen.add(identity.sub);
      const [firstName = "", ...rest] = identity.name.split(" ");
      answer.set("user", JSON.stringify({ name: { firstName, lastName: rest.join(" ") }, email }));
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      html(
        "Signing in",
        `<form id="answer" method="post" action="${escapeHtml(redirectUri)}">${hidden(answer)}</form><script>document.getElementById("answer").submit()</script>`,
      ),
    );
  }

  function token(
    provider: Provider,
    req: http.IncomingMessage,
    form: URLSearchParams,
    res: http.ServerResponse,
  ) {
    const client = clients[provider];
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent)
      : [];
    const clientId = form.get("client_id") ?? basicId;
    const clientSecret = form.get("client_secret") ?? basicSecret;
    if (clientId !== client.clientId || clientSecret !== client.clientSecret) {
      return oauthError(res, 401, "invalid_client", "The OAuth client was not found.");
    }
    if (form.get("grant_type") !== "authorization_code") {
      return oauthError(
        res,
        400,
        "unsupported_grant_type",
        "Only authorization_code is supported.",
      );
    }
    const code = form.get("code") ?? "";
    const grant = grants.get(code);
    grants.delete(code);
    if (!grant || grant.provider !== provider || grant.clientId !== clientId) {
      return oauthError(res, 400, "invalid_grant", "Malformed auth code.");
    }
    if (form.get("redirect_uri") !== grant.redirectUri) {
      return oauthError(res, 400, "redirect_uri_mismatch", "Bad Request");
    }
    if (grant.codeChallenge) {
      const verifier = form.get("code_verifier") ?? "";
      const challenge = base64url(crypto.createHash("sha256").update(verifier).digest());
      if (challenge !== grant.codeChallenge) {
        return oauthError(res, 400, "invalid_grant", "Missing code verifier.");
      }
    }
    const accessToken = `ya29.${base64url(crypto.randomBytes(24))}`;
    accessTokens.set(accessToken, grant.identity);
    json(res, 200, {
      access_token: accessToken,
      expires_in: 3599,
      token_type: "Bearer",
      ...(provider === "google"
        ? {
            scope:
              "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
          }
        : { refresh_token: base64url(crypto.randomBytes(24)) }),
      id_token: idToken(provider, grant),
    });
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const route = `${req.method} ${url.pathname}`;
      calls.push(route);
      const form =
        req.method === "POST" ? new URLSearchParams(await readBody(req)) : url.searchParams;
      switch (route) {
        case "GET /o/oauth2/v2/auth":
          return authorizePage("google", url.searchParams, res);
        case "GET /auth/authorize":
          return authorizePage("apple", url.searchParams, res);
        case "POST /o/oauth2/v2/auth/approve":
          return approve("google", form, res);
        case "POST /auth/authorize/approve":
          return approve("apple", form, res);
        case "POST /token":
          return token("google", req, form, res);
        case "POST /auth/token":
          return token("apple", req, form, res);
        case "GET /oauth2/v3/certs":
        case "GET /auth/keys":
          return json(res, 200, { keys: [jwk] });
        case "GET /v1/userinfo": {
          const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
          const identity = accessTokens.get(bearer);
          if (!identity) return oauthError(res, 401, "invalid_token", "Invalid Credentials");
          return json(res, 200, {
            sub: identity.sub,
            email: identity.email,
            email_verified: true,
            name: identity.name,
          });
        }
        case "GET /favicon.ico":
          res.writeHead(204);
          return res.end();
        default:
          return oauthError(res, 404, "not_found", `No ${route} here.`);
      }
    })().catch((error: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
