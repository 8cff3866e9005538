// Names shared by the keepsake job, the API and deletion.

export const KEEPSAKE_JOB = "keepsake.book";

// Keys name no user, like media keys: the row says whose it is.
export const keepsakeKey = (keepsakeId: string) => `keepsakes/${keepsakeId}.pdf`;

// What the API answers as downloadUrl: the owner's session is needed to fetch it.
export const keepsakeDownloadUrl = (baseUrl: string, movieId: string, keepsakeId: string) =>
  `${baseUrl}/api/movies/${movieId}/keepsake/${keepsakeId}/download`;
