// The Develop section's addresses (spec section 2), in one place.
export const developPaths = {
  home: "/app/develop",
  select: "/app/develop/Movie",
  basic: (movieId: string) => `/app/develop/Movie/${encodeURIComponent(movieId)}`,
  advanced: (movieId: string) => `/app/develop/Movie/advanced/${encodeURIComponent(movieId)}`,
};
