import { useMutation, useQuery } from "@tanstack/react-query";
import type { ApiCheck, Checkout, Diagnostics, Subscription } from "#contracts/billing.ts";
import type { BillingInterval } from "#contracts/plans.ts";
import { apiClient, data } from "#app/lib/api-client";
import { rememberSubscriptionTraits } from "./subscription-traits";

export type { ApiCheck, Checkout, Diagnostics, Subscription };

export const subscriptionKey = ["billing", "subscription"] as const;

// The plan, its state and the person's usage. `pollMs` asks again that often (the success page,
// waiting for Paddle's webhook).
export function useSubscription(options: { pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: async ({ signal }) => {
      const subscription = await data(apiClient.GET("/api/billing/subscription", { signal }));
      rememberSubscriptionTraits(subscription);
      return subscription;
    },
    staleTime: options.pollMs ? 0 : undefined,
    refetchInterval: options.pollMs ?? false,
  });
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (interval: BillingInterval) =>
      data(apiClient.POST("/api/billing/checkout", { body: { interval } })),
  });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: () => data(apiClient.POST("/api/billing/portal")),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

// Operators only: the server answers 404 to everyone else.
export function useDiagnostics() {
  return useQuery({
    queryKey: ["billing", "diagnostics"],
    queryFn: ({ signal }) => data(apiClient.GET("/api/billing/diagnostics", { signal })),
    retry: false,
  });
}

export function useApiCheck() {
  return useMutation({
    mutationFn: () => data(apiClient.POST("/api/billing/diagnostics/api-check")),
  });
}

export function useTestCheckout() {
  return useMutation({
    mutationFn: () => data(apiClient.POST("/api/billing/diagnostics/test-checkout")),
  });
}
