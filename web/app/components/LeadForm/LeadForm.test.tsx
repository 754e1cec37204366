import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LeadForm } from "./LeadForm";

const form = (
  <LeadForm onSubmit={vi.fn()} submitting={false} notice={null} dismissNotice={vi.fn()}>
    <label>
      Name <input name="name" />
    </label>
  </LeadForm>
);

describe("LeadForm", () => {
  it("serves its fields disabled in the prerendered HTML, so nothing is typed before React owns them", () => {
    expect(renderToString(form)).toMatch(/<fieldset disabled=""[^>]*><label>Name <input name="name"\/>/);
  });

  it("enables them once React runs in the browser", () => {
    render(form);
    expect(screen.getByRole("textbox", { name: "Name" })).toBeEnabled();
  });
});
