// Analytics events that any feature may raise without importing the analytics client (which is
// lazy-loaded after consent): the event goes out on window, and AnalyticsRoot forwards it to
// PostHog when analytics are on. With no consent, nobody listens and the event goes nowhere.
export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;
export type AnalyticsEventDetail = { event: string; properties?: AnalyticsProps };

export const ANALYTICS_EVENT = "lifescript:analytics";

export function raiseAnalyticsEvent(detail: AnalyticsEventDetail): void {
  window.dispatchEvent(new CustomEvent<AnalyticsEventDetail>(ANALYTICS_EVENT, { detail }));
}

export type SignInMethod = "social_oauth" | "email_password" | "phone_password";

// A guest's movies joined an account at sign-in. The event is named after social sign-in, its
// usual path; an email sign-in sends the same event with its own method.
export function guestMovieConvertedEvent(
  moviesConverted: number,
  movieId: string | null,
  authMethod: SignInMethod,
): AnalyticsEventDetail {
  return {
    event: "guest_movie_converted_on_social_login",
    properties: { movies_converted: moviesConverted, movie_id: movieId, auth_method: authMethod },
  };
}
