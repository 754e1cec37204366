import { MantineProvider } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "../../theme";
import { SiteNotifications } from "./SiteNotifications";

describe("SiteNotifications", () => {
  it("renders nothing until a notification is shown, then loads the container and shows it", async () => {
    // Not test-utils' render(): that one mounts Mantine's container itself.
    render(
      <MantineProvider theme={theme}>
        <SiteNotifications />
      </MantineProvider>,
    );
    expect(document.querySelector(".mantine-Notifications-root")).toBeNull();
    act(() => {
      notifications.show({ title: "Message sent", message: "We will reply within one business day." });
    });
    expect(await screen.findByText("Message sent")).toBeInTheDocument();
    act(() => notifications.clean());
  });
});
