import { Outlet } from "react-router";
import { MantineRoot } from "../components/MantineRoot/MantineRoot";

/**
 * The pages built with Mantine components (patent checkout, sign-in, dashboard; `mantine: true` in pages.ts) share
 * one provider across navigations, so a toast shown before a redirect survives it.
 */
export default function MantineLayout() {
  return (
    <MantineRoot>
      <Outlet />
    </MantineRoot>
  );
}
