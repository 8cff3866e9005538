// The API client layer lives in ./api/ (the generated schema, the typed client, the one error
// type, the SSE reader); this is the name the features import it by.
export { apiClient, data, done, multipart } from "./api/client";
export { downloadBlob } from "./api/download";
export {
  ApiError,
  apiErrorFrom,
  errorMessageFrom,
  isConflict,
  isNotConfigured,
  problemFrom,
  setUnauthorizedHandler,
} from "./api/errors";
export { serverSentEvents } from "./api/events";
export type { ApiSchema } from "./api/schemas";
