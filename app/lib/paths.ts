// The app's addresses, in one place: features and routes link through these
// rather than spelling a path out.

export function scenesPath(movieId: string): string {
  return `/app/movies/${movieId}/scenes`;
}

// One scene, opened in the composer on its movie's scenes page.
export function scenePath(movieId: string, sceneId: string): string {
  return `${scenesPath(movieId)}?scene=${encodeURIComponent(sceneId)}`;
}

export function isScenesPath(pathname: string): boolean {
  return /^\/app\/movies\/[^/]+\/scenes\/?$/.test(pathname);
}

export function charactersPath(movieId: string): string {
  return `/app/characters?movie=${encodeURIComponent(movieId)}`;
}

export function sharePath(movieId: string): string {
  return `/app/share?movie=${encodeURIComponent(movieId)}`;
}

export const developPaths = {
  home: "/app/develop",
  select: "/app/develop/Movie",
  basic: (movieId: string) => `/app/develop/Movie/${encodeURIComponent(movieId)}`,
  advanced: (movieId: string) => `/app/develop/Movie/advanced/${encodeURIComponent(movieId)}`,
};

// The archive import; with a movie, the import goes into that movie.
export function importPath(movieId?: string): string {
  return movieId
    ? `/app/social-media-import?movie=${encodeURIComponent(movieId)}`
    : "/app/social-media-import";
}

// The memory interview; with a movie, kept scenes go into that movie.
export function interviewPath(movieId?: string): string {
  return movieId ? `/app/interview?movie=${encodeURIComponent(movieId)}` : "/app/interview";
}

export const lifeMapPath = "/app/life-map";

// The operators' pages (ADMIN_EMAILS): everyone else gets the 404 page.
export const operatorPaths = {
  integrations: "/app/integrations",
  payments: "/app/paddle-diagnostic",
  paddleCheck: "/app/subscription/3rd-party/check",
  sandboxCheckout: "/app/subscription-test",
};

export const accountPath = "/app/account";

// Where the email confirmation link lands (Better Auth adds `error=` when the link did not work):
// the app says "Email confirmed" there.
export const EMAIL_CONFIRMED_PATH = "/app?email=confirmed";
