import crypto from "node:crypto";

// AWS Signature Version 4 as S3 checks it, written out from the specification (not with the SDK's
// own signer), so the fake S3 refuses what a real bucket would refuse: a wrong key, a tampered
// URL, an expired link.
// https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html

export type SigV4Keys = { accessKeyId: string; secretAccessKey: string; region: string };

export type SignedRequest = {
  method: string;
  rawPath: string; // as sent, still percent-encoded: S3 signs the path without normalising it
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>; // lower-case names, as node:http gives
};

export type AuthFailure = { status: 400 | 403; code: string; message: string };

const hmac = (key: crypto.BinaryLike, data: string) =>
  crypto.createHmac("sha256", key).update(data).digest();
const sha256Hex = (data: string) => crypto.createHash("sha256").update(data).digest("hex");

// RFC 3986 encoding: encodeURIComponent leaves !'()* alone, SigV4 does not.
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const header = (req: SignedRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
};

// "20130524T000000Z" → epoch milliseconds, null when it is not that shape.
const parseAmzDate = (value: string): number | null => {
  const iso = value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z");
  const time = iso === value ? NaN : Date.parse(iso);
  return Number.isNaN(time) ? null : time;
};

type Parts = {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  payloadHash: string;
  expires: string | null; // presigned URLs only
};

// Query-string auth (presigned URL) or the Authorization header; null when neither is there.
function authParts(req: SignedRequest): Parts | null {
  const q = req.query;
  if (q.has("X-Amz-Algorithm")) {
    if (q.get("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256") return null;
    const [credential, signedHeaders, signature, amzDate, expires] = [
      "X-Amz-Credential",
      "X-Amz-SignedHeaders",
      "X-Amz-Signature",
      "X-Amz-Date",
      "X-Amz-Expires",
    ].map((name) => q.get(name));
    if (!credential || !signedHeaders || !signature || !amzDate || !expires) return null;
    // A presigned URL cannot know the body it will carry.
    return {
      credential,
      signedHeaders,
      signature,
      amzDate,
      expires,
      payloadHash: "UNSIGNED-PAYLOAD",
    };
  }
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
      header(req, "authorization") ?? "",
    );
  const amzDate = header(req, "x-amz-date");
  const payloadHash = header(req, "x-amz-content-sha256"); // S3 requires it on signed requests
  if (!match || !amzDate || !payloadHash) return null;
  const [, credential = "", signedHeaders = "", signature = ""] = match;
  return { credential, signedHeaders, signature, amzDate, payloadHash, expires: null };
}

function canonicalRequest(req: SignedRequest, parts: Parts): string {
  const query = [...req.query.entries()]
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const headers = parts.signedHeaders
    .split(";")
    .map((name) => `${name}:${(header(req, name) ?? "").trim().replace(/\s+/g, " ")}\n`)
    .join("");
  return [req.method, req.rawPath, query, headers, parts.signedHeaders, parts.payloadHash].join(
    "\n",
  );
}

// null when the request is signed by these keys and, for a presigned URL, not yet expired.
export function checkSigV4(req: SignedRequest, keys: SigV4Keys, now: number): AuthFailure | null {
  const parts = authParts(req);
  if (!parts) return { status: 403, code: "AccessDenied", message: "Access Denied" };
  const [keyId, date, region, service, terminator] = parts.credential.split("/");
  if (keyId !== keys.accessKeyId) {
    return {
      status: 403,
      code: "InvalidAccessKeyId",
      message: "The AWS Access Key Id you provided does not exist in our records.",
    };
  }
  const signedAt = parseAmzDate(parts.amzDate);
  if (!date || signedAt === null || parts.amzDate.slice(0, 8) !== date) {
    return {
      status: 403,
      code: "AccessDenied",
      message: "X-Amz-Date does not match the credential",
    };
  }
  if (region !== keys.region || service !== "s3" || terminator !== "aws4_request") {
    return {
      status: 400,
      code: "AuthorizationHeaderMalformed",
      message: `The authorization header is malformed; the region '${region}' is wrong; expecting '${keys.region}'`,
    };
  }
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    parts.amzDate,
    scope,
    sha256Hex(canonicalRequest(req, parts)),
  ].join("\n");
  const signingKey = ["s3", "aws4_request"].reduce<Buffer>(
    (key, data) => hmac(key, data),
    hmac(hmac(`AWS4${keys.secretAccessKey}`, date), region),
  );
  if (hmac(signingKey, stringToSign).toString("hex") !== parts.signature) {
    return {
      status: 403,
      code: "SignatureDoesNotMatch",
      message:
        "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
    };
  }
  if (parts.expires !== null && signedAt + Number(parts.expires) * 1000 < now) {
    return { status: 403, code: "AccessDenied", message: "Request has expired" };
  }
  return null;
}
