import { describe, expect, it } from "vitest";
import { checkSigV4 } from "#tests/fakes/sigv4.ts";

// The fake S3 the S3 driver is tested against is only as good as its signature check, so the
// check is held to the worked examples in AWS's SigV4 documentation for S3
// (sig-v4-header-based-auth.html and sigv4-query-string-auth.html).
const keys = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};
const host = "examplebucket.s3.amazonaws.com";
const signedAt = Date.UTC(2013, 4, 24);

describe("fake S3 signature check", () => {
  const presigned = (signature: string) => ({
    method: "GET",
    rawPath: "/test.txt",
    headers: { host },
    query: new URLSearchParams({
      "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
      "X-Amz-Credential": "AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request",
      "X-Amz-Date": "20130524T000000Z",
      "X-Amz-Expires": "86400",
      "X-Amz-SignedHeaders": "host",
      "X-Amz-Signature": signature,
    }),
  });
  const awsPresigned = "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404";

  it("accepts AWS's presigned URL example until X-Amz-Date + X-Amz-Expires", () => {
    expect(checkSigV4(presigned(awsPresigned), keys, signedAt + 86_400_000)).toBeNull();
    expect(checkSigV4(presigned(awsPresigned), keys, signedAt + 86_400_001)).toMatchObject({
      status: 403,
      code: "AccessDenied",
      message: "Request has expired",
    });
  });

  it("refuses a changed signature, path, key id or region", () => {
    const tampered = `${awsPresigned.slice(0, -1)}5`;
    expect(checkSigV4(presigned(tampered), keys, signedAt)?.code).toBe("SignatureDoesNotMatch");
    expect(
      checkSigV4({ ...presigned(awsPresigned), rawPath: "/other.txt" }, keys, signedAt)?.code,
    ).toBe("SignatureDoesNotMatch");
    expect(
      checkSigV4(presigned(awsPresigned), { ...keys, accessKeyId: "AKIDOTHER" }, signedAt)?.code,
    ).toBe("InvalidAccessKeyId");
    expect(
      checkSigV4(presigned(awsPresigned), { ...keys, region: "eu-west-1" }, signedAt)?.code,
    ).toBe("AuthorizationHeaderMalformed");
  });

  it("accepts AWS's Authorization header example and refuses an unsigned request", () => {
    const headers = {
      host,
      range: "bytes=0-9",
      "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      "x-amz-date": "20130524T000000Z",
      authorization:
        "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    };
    const request = { method: "GET", rawPath: "/test.txt", query: new URLSearchParams(), headers };
    expect(checkSigV4(request, keys, signedAt)).toBeNull();
    expect(
      checkSigV4({ ...request, headers: { ...headers, range: "bytes=0-99" } }, keys, signedAt)
        ?.code,
    ).toBe("SignatureDoesNotMatch");
    expect(checkSigV4({ ...request, headers: { host } }, keys, signedAt)).toMatchObject({
      status: 403,
      code: "AccessDenied",
    });
  });
});
