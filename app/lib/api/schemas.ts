import type { components } from "./schema";

// The named schemas of the OpenAPI document, for the few bodies no contract names (a multipart
// upload): `ApiSchema<"RecordingUpload">`.
export type ApiSchema<Name extends keyof components["schemas"]> = components["schemas"][Name];
