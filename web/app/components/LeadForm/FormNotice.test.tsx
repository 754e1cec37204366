import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FormNotice, type Notice } from "./FormNotice";

const sent: Notice = {
  id: 1,
  tone: "success",
  autoClose: 8_000,
  title: "Message sent!",
  message: "We'll get back to you as soon as possible.",
};

describe("FormNotice", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows nothing without a notice", () => {
    const { container } = render(<FormNotice notice={null} onClose={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("announces the title and message at once and closes by its named button", () => {
    const onClose = vi.fn();
    render(<FormNotice notice={sent} onClose={onClose} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Message sent!");
    expect(alert).toHaveTextContent("We'll get back to you as soon as possible.");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes itself after autoClose, but not while the pointer rests on it", () => {
    const onClose = vi.fn();
    render(<FormNotice notice={sent} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(7_000));
    fireEvent.pointerEnter(screen.getByRole("alert"));
    act(() => vi.advanceTimersByTime(30_000));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.pointerLeave(screen.getByRole("alert"));
    act(() => vi.advanceTimersByTime(7_999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("gives a new notice its own full time", () => {
    const onClose = vi.fn();
    const { rerender } = render(<FormNotice notice={sent} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(6_000));
    rerender(<FormNotice notice={{ ...sent, id: 2 }} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(6_000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2_000));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
