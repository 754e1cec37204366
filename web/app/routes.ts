import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { type PageEntry, pages } from "./pages";

const routeOf = (page: PageEntry) =>
  page.path === "/"
    ? index(page.file, page.id ? { id: page.id } : {})
    : route(page.path, page.file, page.id ? { id: page.id } : {});

export default [
  ...pages.filter((page) => !page.mantine).map(routeOf),
  // The patent checkout, sign-in and the dashboard share one MantineProvider (and its notifications) across navigations.
  layout("routes/mantine.layout.tsx", pages.filter((page) => page.mantine).map(routeOf)),
  route("*", "routes/not-found.page.tsx"),
] satisfies RouteConfig;
