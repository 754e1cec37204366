import { renderToString } from "react-dom/server";
import { MantineProvider } from "@mantine/core";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "../../test-utils/render";
import { paths } from "../config/paths";
import { SESSION_FLAG_KEY } from "../lib/sessionFlag";
import { theme } from "../theme";
import DashboardPage from "./dashboard.page";

// The dashboard itself (and with it Firebase) is replaced by a marker: this is about who gets to load it.
const rendered = vi.hoisted(() => vi.fn());
vi.mock("./dashboard.frame", () => ({
  Dashboard: () => {
    rendered();
    return <div data-testid="dashboard" />;
  },
}));

beforeEach(() => {
  localStorage.clear();
  rendered.mockClear();
});

describe("/dashboard", () => {
  it("is served as its frame: the title block and Loading..., no data", () => {
    localStorage.setItem(SESSION_FLAG_KEY, "1");
    const Stub = createRoutesStub([{ path: paths.dashboard, Component: DashboardPage }]);
    const html = renderToString(
      <MantineProvider theme={theme}>
        <Stub initialEntries={[paths.dashboard]} />
      </MantineProvider>,
    );
    expect(html).toContain("Admin Dashboard");
    expect(html).toContain("Loading...");
    expect(html).not.toContain('data-testid="dashboard"');
  });

  it("sends a browser that has never signed in to /auth without loading the dashboard", async () => {
    render(<DashboardPage />, { path: paths.dashboard, otherPaths: [paths.auth] });
    expect(await screen.findByTestId(`route:${paths.auth}`)).toBeInTheDocument();
    expect(rendered).not.toHaveBeenCalled();
  });

  it("loads the dashboard, which checks the real session, where the browser says it is signed in", async () => {
    localStorage.setItem(SESSION_FLAG_KEY, "1");
    render(<DashboardPage />, { path: paths.dashboard, otherPaths: [paths.auth] });
    expect(await screen.findByTestId("dashboard")).toBeInTheDocument();
    expect(screen.queryByTestId(`route:${paths.auth}`)).toBeNull();
  });
});
