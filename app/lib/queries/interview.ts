// Where the memory interview is in the query cache, for the interview feature and the offline
// layer (which fetches it again once an answer that waited offline has reached the server).

export const interviewQueryKey = ["interview"] as const;
export const currentInterviewQueryKey = (movieId: string) =>
  [...interviewQueryKey, "current", movieId] as const;
