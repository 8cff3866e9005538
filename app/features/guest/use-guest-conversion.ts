import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useToast } from "#app/components/ui/toast";
import {
  guestMovieConvertedEvent,
  raiseAnalyticsEvent,
} from "#app/features/analytics/analytics-events";
import { apiClient, ApiError, data } from "#app/lib/api-client";
import { moviesQueryKey } from "#app/features/movies/movies-api";
import {
  clearPreservedGuestRecord,
  pendingGuestRecord,
  readItem,
  removeItem,
  STORAGE_KEYS,
  writeItem,
} from "./guest-storage";
import { countOf } from "#contracts/plural.ts";

export const CONVERSION_START_DELAY_MS = 500;
export const CONVERSION_RETRY_GUARD_MS = 30_000;
const IN_PROGRESS_STALE_MS = 120_000;

// Claims a guest's movies for the signed-in account. The server already moved them when the
// guest session signed in; this reports what moved, tells the user and tidies the browser.
export function useGuestConversion(
  user: { id: string; isAnonymous?: boolean | null } | null | undefined,
): void {
  const toast = useToast();
  const queryClient = useQueryClient();
  const userId = user && !user.isAnonymous ? user.id : null;

  useEffect(() => {
    if (!userId) return;
    const record = pendingGuestRecord();
    if (!record) {
      removeItem("session", STORAGE_KEYS.socialSignIn);
      removeItem("session", STORAGE_KEYS.phoneSignIn);
      return;
    }
    const sinceLastAttempt =
      Date.now() - Number(readItem("session", STORAGE_KEYS.lastConversionAttempt) ?? 0);
    // Skip while an attempt is in progress or was made under 30 s ago. A page closed mid-request
    // leaves the in-progress flag behind, so the flag only counts for two minutes.
    const inProgress = readItem("session", STORAGE_KEYS.conversionInProgress) === "true";
    if (inProgress && sinceLastAttempt < IN_PROGRESS_STALE_MS) return;
    if (sinceLastAttempt < CONVERSION_RETRY_GUARD_MS) return;

    const timer = window.setTimeout(async () => {
      writeItem("session", STORAGE_KEYS.conversionInProgress, "true");
      writeItem("session", STORAGE_KEYS.lastConversionAttempt, String(Date.now()));
      try {
        const result = await data(
          apiClient.POST("/api/movify/convert-guest-data", {
            body: { placeholderUserId: record.guestId },
          }),
        );
        const converted = result.data.moviesConverted;
        writeItem("local", STORAGE_KEYS.cachedUserId, userId);
        writeItem("local", STORAGE_KEYS.cachedMovieId, result.data.movieId ?? record.movieId);
        removeItem("local", STORAGE_KEYS.guestId);
        clearPreservedGuestRecord();
        if (converted >= 1) {
          const method =
            readItem("session", STORAGE_KEYS.socialSignIn) !== null
              ? "social_oauth"
              : readItem("session", STORAGE_KEYS.phoneSignIn) !== null
                ? "phone_password"
                : "email_password";
          raiseAnalyticsEvent(
            guestMovieConvertedEvent(converted, result.data.movieId ?? record.movieId, method),
          );
          toast({
            title: "Your movie has been saved!",
            description: `Successfully preserved ${countOf(converted, "movie", "movies")} from your guest session.`,
          });
          await queryClient.invalidateQueries({ queryKey: moviesQueryKey });
        }
      } catch (error) {
        // 404: nothing was linked to this account (signed in without the guest session, say
        // from another browser, decision 0003). The ids can never convert: forget them.
        if (error instanceof ApiError && error.status === 404) {
          removeItem("local", STORAGE_KEYS.guestId);
          removeItem("local", STORAGE_KEYS.cachedMovieId);
          clearPreservedGuestRecord();
        }
        toast({
          variant: "destructive",
          title: "Movie preservation issue",
          description: "We had trouble linking your guest movies. Please check your library.",
        });
      } finally {
        removeItem("session", STORAGE_KEYS.conversionInProgress);
        removeItem("session", STORAGE_KEYS.socialSignIn);
        removeItem("session", STORAGE_KEYS.phoneSignIn);
      }
    }, CONVERSION_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId, toast, queryClient]);
}
