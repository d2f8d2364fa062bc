import type { ComponentPropsWithRef } from "react";
import { Menu, Stack, Tooltip, UnstyledButton, Text, Group } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { useMySubreviews } from "../../lib/api/discussion";
import { menuForRole, type NavAction, type NavGroup } from "./navItems";
import classes from "./SideNav.module.css";

export interface SideNavProps {
  role: string | undefined;
  /** Icons only (desktop collapsed state). */
  iconOnly: boolean;
  /** Dropdowns open to the right on desktop, below the item on a phone. */
  dropdownPosition: "right-start" | "bottom-start";
  onAction: (action: NavAction) => void;
  /** Called after an entry was chosen (closes the phone drawer). */
  onNavigate?: () => void;
}

interface GroupButtonProps extends ComponentPropsWithRef<"button"> {
  group: NavGroup;
  iconOnly: boolean;
  active: boolean;
}

// Menu.Target hands its ref, onClick and aria props to this element, so they are passed on.
function GroupButton({ group, iconOnly, active, ...buttonProps }: GroupButtonProps) {
  const Icon = group.icon;
  const button = (
    <UnstyledButton
      {...buttonProps}
      className={classes.item}
      data-active={active || undefined}
      aria-label={iconOnly ? group.label : undefined}
    >
      <Group gap="sm" wrap="nowrap" justify={iconOnly ? "center" : "flex-start"}>
        <Icon size={20} stroke={1.7} aria-hidden />
        {!iconOnly && (
          <Text size="sm" fw={500} className={classes.label}>
            {group.label}
          </Text>
        )}
        {!iconOnly && group.entries && <IconChevronRight size={14} className={classes.chevron} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
  return iconOnly ? (
    <Tooltip label={group.label} position="right" withArrow>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/**
 * The spec's side navigation: each top-level item opens a dropdown on click, which closes on a
 * click outside (Mantine Menu does both, with keyboard support and menu roles).
 */
export function SideNav({ role, iconOnly, dropdownPosition, onAction, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const mySubreviews = useMySubreviews();
  const groups = menuForRole(role, { subreviewer: (mySubreviews.data?.length ?? 0) > 0 });
  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {groups.map((group) => {
        const active = !!group.section && pathname.startsWith(group.section);
        if (!group.entries) {
          return (
            <GroupButton
              key={group.label}
              group={group}
              iconOnly={iconOnly}
              active={false}
              onClick={() => group.action && onAction(group.action)}
            />
          );
        }
        return (
          <Menu
            key={group.label}
            trigger="click"
            position={dropdownPosition}
            offset={8}
            withinPortal
            shadow="md"
            width={220}
            withInitialFocusPlaceholder={false}
          >
            <Menu.Target>
              <GroupButton group={group} iconOnly={iconOnly} active={active} />
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{group.label}</Menu.Label>
              {group.entries.map((entry) =>
                entry.to ? (
                  <Menu.Item key={entry.label} component={Link} to={entry.to} onClick={onNavigate}>
                    {entry.label}
                  </Menu.Item>
                ) : (
                  <Menu.Item
                    key={entry.label}
                    color={entry.action === "logout" ? "red.9" : undefined}
                    onClick={() => {
                      if (entry.action) onAction(entry.action);
                      onNavigate?.();
                    }}
                  >
                    {entry.label}
                  </Menu.Item>
                ),
              )}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Stack>
  );
}
