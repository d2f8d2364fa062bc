import type { ReactNode } from "react";
import { Box, Paper, Stack, Text, Title } from "@mantine/core";
import { TAGLINE } from "../../../app/brand";
import { BrandMark } from "../../../app/layout/BrandMark";
import classes from "./AuthLayout.module.css";

export interface AuthLayoutProps {
  /** The card's heading. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Login, Register, Forgot and Set password: a branded panel with the tagline, and the form's card. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box className={classes.page}>
      <Box component="aside" aria-label="About Symposia" className={classes.brand}>
        <BrandMark inverted />
        <Stack gap="xs" className={classes.brandCopy}>
          <Text component="p" className={classes.tagline}>
            {TAGLINE}
          </Text>
          <Text component="p" c="brand.1" size="sm" visibleFrom="md">
            Calls for papers, submissions, peer review and decisions in one place.
          </Text>
        </Stack>
      </Box>
      <Box component="main" className={classes.formArea}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: "xl" }} className={classes.card}>
          <Stack gap="xs" mb="lg">
            <Title order={1} fz={{ base: "h3", sm: "h2" }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
