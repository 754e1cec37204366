import { createTheme, type MantineColorsTuple } from "@mantine/core";

// A deep "Idaho sky" blue for actions and a warm amber accent; shades 6-9 pass WCAG AA on white.
const sky: MantineColorsTuple = [
  "#e8f1ff",
  "#d0e0fb",
  "#a0bef2",
  "#6c9aea",
  "#437be3",
  "#2a68df",
  "#1b5edf",
  "#0d4ec6",
  "#0045b2",
  "#003b9e",
];
const amber: MantineColorsTuple = [
  "#fff6e1",
  "#ffebcc",
  "#ffd59b",
  "#ffbe64",
  "#ffaa38",
  "#ff9e1b",
  "#ff9709",
  "#e38300",
  "#c97300",
  "#af6200",
];

export const theme = createTheme({
  primaryColor: "sky",
  primaryShade: 7,
  colors: { sky, amber },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: "750",
  },
  defaultRadius: "md",
  components: {
    Button: { defaultProps: { radius: "md" } },
    // Every toast: a named close button, and description text dark enough for WCAG AA (Mantine's grey is 3.3:1).
    Notification: {
      defaultProps: { closeButtonProps: { "aria-label": "Dismiss notification" } },
      styles: { description: { color: "#33415c" } },
    },
  },
});
