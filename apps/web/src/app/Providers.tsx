import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useFirstPaintDone } from "../lib/afterFirstPaint";
import { onOverlaysWanted } from "../lib/overlaysReady";
import { cssVariablesResolver, theme } from "./theme";

const LazyOverlays = lazy(() => import("./Overlays"));

/**
 * The overlays load once the first screen has painted (lib/afterFirstPaint.ts), or at once when a
 * confirm is asked for before (lib/overlaysReady.ts). An alert raised meanwhile waits in the
 * notifications' store and shows when they do.
 */
function OverlaysAfterFirstPaint() {
  const painted = useFirstPaintDone();
  const [wanted, setWanted] = useState(false);
  useEffect(() => onOverlaysWanted(() => setWanted(true)), []);
  return painted || wanted ? <LazyOverlays /> : null;
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
