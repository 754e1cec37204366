import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pages } from "./pages";

export default [
  ...pages.map((page) => (page.path === "/" ? index(page.file) : route(page.path, page.file))),
  route("*", "routes/not-found.page.tsx"),
] satisfies RouteConfig;
