import { lazy, Suspense, useState } from "react";
import { ActionIcon, AppShell, Box, Burger, Group, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { Link, Outlet, useNavigate } from "react-router";
import { useSession } from "../../lib/auth/session";
import { useViewportMatches } from "../../lib/viewport";
import { logout } from "../../features/auth/api/logout";
import { EmailVerificationBanner } from "../../features/auth/components/EmailVerificationBanner";
import { PageLoader } from "../PageLoader";
import { paths } from "../paths";
import { BrandMark } from "./BrandMark";
import { SideNav } from "./SideNav";
import classes from "./AppLayout.module.css";
import type { NavAction } from "./navItems";

const CfpCirculationDialog = lazy(() => import("../../features/conferences/components/CfpCirculationDialog"));

/** The signed-in frame: header, collapsible side navigation, and the page. */
export default function AppLayout() {
  const session = useSession();
  const navigate = useNavigate();
  // Read while rendering (lib/viewport.ts): a value set after mounting drew the whole frame a
  // second time on every phone's first screen.
  const isDesktop = useViewportMatches("(min-width: 48em)");
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useState(false);
  // The dialog's code loads the first time it is opened, then stays mounted for its transition.
  const [circulation, setCirculation] = useState<"never" | "open" | "closed">("never");
  const iconOnly = collapsed && isDesktop;

  const onAction = (action: NavAction) => {
    if (action === "cfpCirculation") setCirculation("open");
    if (action === "logout") void logout().then(() => navigate(paths.login(), { replace: true }));
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: iconOnly ? 76 : 244, breakpoint: "sm", collapsed: { mobile: !mobileOpened } }}
      padding={{ base: "sm", sm: "lg" }}
      // the movement's duration is set on the navbar and the page instead (AppLayout.module.css)
      transitionDuration={0}
      classNames={{ root: classes.frame, navbar: classes.slides, main: classes.slides }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? "Close navigation" : "Open navigation"}
            />
            <UnstyledButton component={Link} to={paths.conference()} aria-label="Symposia home">
              <BrandMark />
            </UnstyledButton>
          </Group>
          {session && (
            <Box ta="right" style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {session.first_name} {session.last_name}
              </Text>
              <Text size="xs" c="dimmed" truncate visibleFrom="xs">
                {session.email}
              </Text>
            </Box>
          )}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        <AppShell.Section grow>
          <SideNav
            role={session?.role}
            iconOnly={iconOnly}
            dropdownPosition={isDesktop ? "right-start" : "bottom-start"}
            onAction={onAction}
            onNavigate={mobile.close}
          />
        </AppShell.Section>
        {/* Shown from the sm breakpoint on only (a phone's menu is the burger's drawer), and built
            there only: its tooltip set up floating UI in the first render of every phone's screen. */}
        {isDesktop && (
          <AppShell.Section visibleFrom="sm">
            <Group justify={iconOnly ? "center" : "flex-end"}>
              <Tooltip label={collapsed ? "Expand menu" : "Collapse menu"} position="right">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  onClick={() => setCollapsed((c) => !c)}
                  aria-label={collapsed ? "Expand menu" : "Collapse menu"}
                  aria-expanded={!collapsed}
                >
                  {collapsed ? (
                    <IconLayoutSidebarLeftExpand size={20} aria-hidden />
                  ) : (
                    <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
            </Group>
          </AppShell.Section>
        )}
      </AppShell.Navbar>

      <AppShell.Main>
        <Box maw={1280} mx="auto">
          <EmailVerificationBanner />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>

      {circulation !== "never" && (
        <Suspense fallback={null}>
          <CfpCirculationDialog opened={circulation === "open"} onClose={() => setCirculation("closed")} />
        </Suspense>
      )}
    </AppShell>
  );
}
