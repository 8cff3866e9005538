import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

const bucket = {
  S3_BUCKET: "lifescript-media",
  S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("S3 settings", () => {
  it("keep media on local disk while S3_BUCKET is unset or empty", () => {
    expect(parseEnv({}).s3).toBeNull();
    expect(parseEnv({ S3_BUCKET: "", S3_ACCESS_KEY_ID: "ignored" }).s3).toBeNull();
  });

  it("switch to the bucket with its defaults once S3_BUCKET is set", () => {
    expect(parseEnv(bucket).s3).toEqual({
      bucket: "lifescript-media",
      region: "us-east-1",
      endpoint: undefined,
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
      forcePathStyle: false,
      prefix: "",
    });
    expect(
      parseEnv({
        ...bucket,
        S3_REGION: "auto",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_FORCE_PATH_STYLE: "1",
        S3_PREFIX: "/lifescript/prod/",
      }).s3,
    ).toMatchObject({
      region: "auto",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      prefix: "lifescript/prod",
    });
  });

  it("fail at startup, naming the variable to set, when the bucket has no credentials", () => {
    expect(() => parseEnv({ S3_BUCKET: "lifescript-media" })).toThrow(
      [
        "Invalid environment:",
        "  S3_ACCESS_KEY_ID: S3_BUCKET is set, so S3_ACCESS_KEY_ID is required too: the access key id of a key that may read and write the bucket",
        "  S3_SECRET_ACCESS_KEY: S3_BUCKET is set, so S3_SECRET_ACCESS_KEY is required too: the secret access key of a key that may read and write the bucket",
      ].join("\n"),
    );
    expect(() => parseEnv({ ...bucket, S3_SECRET_ACCESS_KEY: " " })).toThrow(
      /^Invalid environment:\n {2}S3_SECRET_ACCESS_KEY: S3_BUCKET is set, so S3_SECRET_ACCESS_KEY is required too/,
    );
  });

  it("report S3 mistakes together with the other variables'", () => {
    expect(() =>
      parseEnv({ ...bucket, PORT: "http", S3_ENDPOINT: "minio:9000", S3_FORCE_PATH_STYLE: "yes" }),
    ).toThrow(
      /PORT: .*\n {2}S3_ENDPOINT: S3_ENDPOINT must be an http\(s\) URL.*\n {2}S3_FORCE_PATH_STYLE: /,
    );
  });
});
