import {
  IconBuildingCommunity,
  IconChartBar,
  IconMailForward,
  IconSettings,
  IconUserCircle,
  type Icon,
} from "@tabler/icons-react";
import { paths } from "../paths";

// The side menus of spec part 1 §2. ADMIN (stored role) gets the admin menu, everyone else the
// standard one. The server enforces every permission; hiding items is only a courtesy.

export type NavAction = "logout" | "cfpCirculation";

export interface NavEntry {
  label: string;
  to?: string;
  action?: NavAction;
}

export interface NavGroup {
  label: string;
  icon: Icon;
  /** Path prefix that marks the group as the current section. */
  section?: string;
  entries?: NavEntry[];
  /** A top-level item that is an action rather than a dropdown (CFP Circulation). */
  action?: NavAction;
}

const conference: NavGroup = {
  label: "Conference",
  icon: IconBuildingCommunity,
  section: "/conference",
  entries: [
    { label: "All Conference", to: paths.allConference() },
    { label: "Add Conference", to: paths.addConference() },
  ],
};

const profile: NavGroup = {
  label: "Profile",
  icon: IconUserCircle,
  section: "/user",
  entries: [
    { label: "Details", to: paths.profile() },
    { label: "Change Password", to: paths.changePassword() },
    { label: "Logout", action: "logout" },
  ],
};

export const adminMenu: NavGroup[] = [
  conference,
  {
    label: "Reports",
    icon: IconChartBar,
    section: "/reports",
    entries: [{ label: "Consolidated Report", to: paths.adminReport() }],
  },
  {
    label: "Settings",
    icon: IconSettings,
    section: "/settings",
    entries: [
      { label: "Users", to: paths.manageUsers() },
      { label: "Audit Log", to: paths.auditLog() },
    ],
  },
  { label: "CFP Circulation", icon: IconMailForward, action: "cfpCirculation" },
  profile,
];

export const standardMenu: NavGroup[] = [conference, profile];

/** someone asked to subreview finds their requests here (only they get the entry). */
const subreviews: NavEntry = { label: "Subreviews", to: paths.mySubreviews() };

export function menuForRole(role: string | undefined, options: { subreviewer?: boolean } = {}): NavGroup[] {
  const menu = role === "ADMIN" ? adminMenu : standardMenu;
  if (!options.subreviewer) return menu;
  return menu.map((group) => (group === conference ? { ...group, entries: [...group.entries!, subreviews] } : group));
}
