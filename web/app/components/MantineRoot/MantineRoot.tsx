// The styles of the Mantine components the app uses; marketing pages never load them (scripts/mantine-styles.ts).
import "virtual:mantine-components.css";
import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { theme } from "../../theme";
import { SiteNotifications } from "../Notifications/SiteNotifications";

/**
 * Mantine's provider with the site's notifications, for whatever renders Mantine components: the Mantine layout's
 * pages, and the Launch with AI checkout once a visitor presses Enroll. The theme's CSS variables are static CSS
 * (scripts/mantine-styles.ts), so the provider does not write them again.
 */
export function MantineRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      <SiteNotifications />
      {children}
    </MantineProvider>
  );
}
