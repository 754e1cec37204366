import { describe, expect, it } from "vitest";
import { render, screen, within } from "../../test-utils/render";
import { paths } from "../config/paths";
import TrainingPage from "./content.page";

describe("Training Pathways page", () => {
  it("shows seven Learn More links, one to each programme's detail page", () => {
    render(<TrainingPage />, { path: paths.training, mantine: false });
    const links = screen.getAllByRole("link", { name: /^Learn more about / });
    expect(links.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["Learn more about Talk to AI", paths.talkToAi],
      ["Learn more about Create with AI", paths.createWithAi],
      ["Learn more about Build with AI", paths.buildWithAi],
      ["Learn more about AI Innovation Certification", paths.innovationCertification],
      ["Learn more about AI Coaching Certification", paths.coachingCertification],
      ["Learn more about Patent with AI", paths.patentWithAi],
      ["Learn more about Launch with AI", paths.launchWithAi],
    ]);
    for (const link of links) expect(link).toHaveTextContent("Learn More");
  });

  it("ends with Get Certified and Contact Us buttons that lead somewhere", () => {
    render(<TrainingPage />, { path: paths.training, mantine: false });
    const closing = screen.getByRole("heading", { level: 2, name: "Ready to start your pathway?" }).closest("section");
    expect(closing).not.toBeNull();
    const band = within(closing as HTMLElement);
    expect(band.getByRole("link", { name: "Get Certified" })).toHaveAttribute("href", paths.becomeAiCoach);
    expect(band.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", paths.contact);
  });
});
