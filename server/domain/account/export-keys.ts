// Names shared by the export job, the API and account deletion.

// A download link (and the ZIP behind it) works this long after the export finished.
export const EXPORT_VALID_MS = 24 * 60 * 60 * 1000;

// Keys name no user, like media keys: the row says whose it is.
export const exportKey = (exportId: string) => `exports/${exportId}.zip`;

// What the API answers as downloadUrl: the owner's session is needed to fetch it.
export const exportDownloadUrl = (baseUrl: string, exportId: string) =>
  `${baseUrl}/api/account/export/${exportId}/download`;

// What the mail links to: the account page, which signs the person in first if needed and
// offers the download.
export const exportDownloadPage = (baseUrl: string, exportId: string) =>
  `${baseUrl}/app/account?export=${exportId}`;
