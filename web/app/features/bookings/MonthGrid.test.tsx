import { type ReactNode, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render as renderIn, screen, userEvent, within } from "../../../test-utils/render";
import { MonthGrid, addMonths, keyTarget, monthWeeks } from "./MonthGrid";

/** Rendered without a MantineProvider, as on the site: a Mantine component in the booking screens would throw. */
const render = (ui: ReactNode) => renderIn(ui, { mantine: false });

// March 2027 starts on a Monday and has 31 days; the free days are the 10th, 12th and 15th.
const FREE = new Set(["2027-03-10", "2027-03-12", "2027-03-15", "2027-04-06"]);

function Calendar({
  onPick = () => {},
  initial = "2027-03-01",
}: {
  onPick?: (date: string) => void;
  initial?: string;
}) {
  const [month, setMonth] = useState(initial);
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <button type="button">Before</button>
      <MonthGrid
        month={month}
        onMonthChange={setMonth}
        minMonth="2027-03-01"
        today="2027-03-03"
        value={value}
        onChange={(date) => {
          setValue(date);
          onPick(date);
        }}
        isAvailable={(date) => FREE.has(date)}
        dayLabel={(date) => `${date}${FREE.has(date) ? ", 1 free times" : ", no free times"}`}
        label="Pick a day"
      />
      <button type="button">After</button>
    </>
  );
}

const day = (date: string) => screen.getByRole("button", { name: new RegExp(`^${date},`) });

describe("the month's weeks", () => {
  it("run Monday to Sunday with blanks for the neighbouring months' days", () => {
    const weeks = monthWeeks("2027-02-01");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe("2027-02-01");
    const april = monthWeeks("2027-04-01");
    expect(april[0]!.slice(0, 4)).toEqual([null, null, null, "2027-04-01"]);
    expect(april.flat().filter(Boolean)).toHaveLength(30);
  });

  it("move by keys as the date grid pattern says, a month on to its last day when shorter", () => {
    expect(keyTarget("ArrowDown", "2027-03-29")).toBe("2027-04-05");
    expect(keyTarget("Home", "2027-03-12")).toBe("2027-03-08");
    expect(keyTarget("End", "2027-03-12")).toBe("2027-03-14");
    expect(keyTarget("PageDown", "2027-01-31")).toBe("2027-02-28");
    expect(keyTarget("PageUp", "2027-03-12", true)).toBe("2026-03-12");
    expect(keyTarget("a", "2027-03-12")).toBeNull();
    expect(addMonths("2027-12-15", 1)).toBe("2028-01-15");
  });
});

describe("MonthGrid", () => {
  it("is one tab stop on the first free day, named with the full date, days without free times disabled", async () => {
    const user = userEvent.setup();
    render(<Calendar />);
    const grid = screen.getByRole("grid", { name: "Pick a day, March 2027" });
    const stops = within(grid)
      .getAllByRole("button")
      .filter((button) => button.tabIndex === 0);
    expect(stops).toEqual([day("2027-03-10")]);
    expect(day("2027-03-11")).toHaveAttribute("aria-disabled", "true");
    expect(day("2027-03-10")).not.toHaveAttribute("aria-disabled");
    expect(day("2027-03-03")).toHaveAttribute("aria-current", "date");
    expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();
    // Before → Previous month is disabled → Next month → the grid's one stop → After.
    screen.getByRole("button", { name: "Before" }).focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Next month" })).toHaveFocus();
    await user.tab();
    expect(day("2027-03-10")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
  });

  it("moves by arrow keys, Home/End and PageUp/PageDown, across months, and picks only a free day", async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<Calendar onPick={onPick} />);
    day("2027-03-10").focus();
    await user.keyboard("{ArrowRight}");
    expect(day("2027-03-11")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onPick).not.toHaveBeenCalled();
    await user.keyboard("{ArrowRight}{Enter}");
    expect(onPick).toHaveBeenLastCalledWith("2027-03-12");
    expect(day("2027-03-12").closest("td")).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(day("2027-03-19")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(day("2027-03-15")).toHaveFocus();
    await user.keyboard("{End}");
    expect(day("2027-03-21")).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    // Not before this month: the first of it.
    expect(day("2027-03-01")).toHaveFocus();
    await user.keyboard("{PageDown}");
    expect(screen.getByRole("grid", { name: "Pick a day, April 2027" })).toBeInTheDocument();
    expect(day("2027-04-01")).toHaveFocus();
    expect(day("2027-04-01").tabIndex).toBe(0);
    await user.keyboard("{ArrowLeft}");
    expect(day("2027-03-31")).toHaveFocus();
    await user.keyboard("{PageUp}");
    expect(day("2027-03-01")).toHaveFocus();
  });

  it("changes month with its buttons, the tab stop on the new month's first free day", async () => {
    const user = userEvent.setup();
    render(<Calendar />);
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("grid", { name: "Pick a day, April 2027" })).toBeInTheDocument();
    expect(day("2027-04-06").tabIndex).toBe(0);
    await user.click(screen.getByRole("button", { name: "Previous month" }));
    expect(day("2027-03-10").tabIndex).toBe(0);
  });
});
