import { useQueryClient } from "@tanstack/react-query";
import type { CardIdea } from "#app/features/cowriter/card-ideas";
import { isConflict } from "#app/lib/api-client";
import { ideaSave } from "./apply-card-idea";
import { groupedQuery, newId, useSaveElement } from "./develop-api";

/**
 * "Use this" for a card suggestion outside the basic view: reads the cards as stored now, adds
 * the suggestion to its card and saves it. A card saved elsewhere in between (409) is read again
 * and the suggestion added to that, once; a second conflict or any other failure is thrown for
 * the caller to say.
 */
export function useApplyCardIdea(movieId: string) {
  const queryClient = useQueryClient();
  const save = useSaveElement(movieId);
  const attempt = async (idea: CardIdea, text: string) => {
    const grouped = await queryClient.fetchQuery({ ...groupedQuery(movieId), staleTime: 0 });
    const request = ideaSave(grouped, idea, text, newId);
    if (!request) throw new Error("This card is not in your story's guided cards.");
    await save.mutateAsync(request);
  };
  return async (idea: CardIdea, text: string): Promise<void> => {
    try {
      await attempt(idea, text);
    } catch (error) {
      if (!isConflict(error)) throw error;
      await attempt(idea, text);
    }
  };
}
