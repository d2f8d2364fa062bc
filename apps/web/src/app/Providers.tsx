import { lazy, Suspense, type ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useFirstPaintDone } from "../lib/afterFirstPaint";
import { cssVariablesResolver, theme } from "./theme";

const LazyOverlays = lazy(() => import("./Overlays"));

/**
 * The overlays load once the first screen has painted (lib/afterFirstPaint.ts): nothing shows in
 * them before (an alert raised meanwhile waits in the notifications' store and shows when they do).
 */
function OverlaysAfterFirstPaint() {
  return useFirstPaintDone() ? <LazyOverlays /> : null;
}

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** "test" turns off Mantine transitions and portals, for component tests. */
  env?: "default" | "test";
  /** Notifications + modals; tests pass the eagerly imported <Overlays /> so nothing races its loading. */
  overlays?: ReactNode;
}

export function Providers({ queryClient, children, env = "default", overlays }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>{overlays ?? <OverlaysAfterFirstPaint />}</Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
