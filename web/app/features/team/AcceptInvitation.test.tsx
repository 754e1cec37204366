import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { theme } from "../../theme";
import { render, screen } from "../../../test-utils/render";
import { AcceptInvitation } from "./AcceptInvitation";

const EXPLANATION =
  /You have been invited to the Idaho AI Coaches team\. Create your account, or sign in, with the address/;

describe("AcceptInvitation (/join)", () => {
  it("is prerendered with what the page is for, so its first paint already holds its largest text (LCP)", () => {
    const Stub = createRoutesStub([{ path: "/join", Component: AcceptInvitation }]);
    const html = renderToString(
      <MantineProvider theme={theme}>
        <Stub initialEntries={["/join"]} />
      </MantineProvider>,
    ).replace(/<!-- -->/g, "");
    expect(html).toMatch(EXPLANATION);
    expect(html).toContain("Loading...");
  });

  it("keeps that explanation above a refusal: a link without its token says it is incomplete", async () => {
    window.location.hash = "";
    render(<AcceptInvitation />, { path: "/join" });
    expect(await screen.findByRole("alert")).toHaveTextContent("This invitation link is incomplete.");
    expect(screen.getByText(EXPLANATION)).toBeInTheDocument();
  });
});
