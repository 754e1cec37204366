import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { render as testingLibraryRender } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { theme } from "../app/theme";

/**
 * Renders `ui` in a router at `path`, inside Mantine (with notifications) unless `mantine` is false: marketing pages
 * are rendered without it, as on the site (docs/decisions/0005). Other registered paths render a marker so a test can
 * see where a link or redirect led: `screen.getByTestId("route:/contact")`.
 */
export function render(ui: ReactNode, { path = "/", otherPaths = [] as string[], mantine = true } = {}) {
  const Stub = createRoutesStub([
    { path, Component: () => <>{ui}</> },
    ...otherPaths.map((other) => ({ path: other, Component: () => <div data-testid={`route:${other}`} /> })),
  ]);
  if (!mantine) return testingLibraryRender(<Stub initialEntries={[path]} />);
  return testingLibraryRender(
    <MantineProvider theme={theme}>
      <Notifications />
      <Stub initialEntries={[path]} />
    </MantineProvider>,
  );
}

export * from "@testing-library/react";
export { default as userEvent } from "@testing-library/user-event";
