import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { notifyError, notifyWarning } from "../../components/notify";
import { ApiError, errorMessage } from "./errors";

// Errors nobody handled locally reach the global alert, as the spec's shared error state does:
// a failed fetch shows a warning with the server's text, a failed action a danger alert.
// A 401 was already handled by the client (alert + sign-out), so it is not shown twice.
// Set `meta: { handlesErrors: true }` on a query or mutation that shows its own alert.
declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

function shouldNotify(error: unknown, handlesErrors: boolean | undefined): boolean {
  if (handlesErrors) return false;
  return !(error instanceof ApiError && error.code === 401);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!shouldNotify(error, query.meta?.handlesErrors)) return;
        if (error instanceof ApiError && error.code === 601) notifyError(error.message);
        else notifyWarning(errorMessage(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (shouldNotify(error, mutation.meta?.handlesErrors)) notifyError(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        // Only a network blip is worth one retry; a 4xx will answer the same again.
        retry: (failureCount, error) => error instanceof ApiError && error.code === 601 && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
