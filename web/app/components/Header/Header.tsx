import { Link, NavLink, useLocation } from "react-router";
import { useEffect, useState } from "react";
import { headerButtons, headerLinksAfter, headerLinksBefore, productsMenu } from "../../config/navigation";
import { site } from "../../config/site";
import { ActionButton } from "../ActionButton/ActionButton";
import { Container, Group, Stack } from "../ui";
import { Chevron, ProductsMenu } from "./ProductsMenu";
import classes from "./Header.module.css";

function Logo() {
  return (
    <Link to="/" className={classes.logo} aria-label={`${site.name} home`}>
      {/* The favicon's mark, inline: one request fewer before the first paint. */}
      <svg viewBox="0 0 64 64" width={36} height={36} aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0d4ec6" />
        <path d="M14 46 28 18l8 16 5-9 9 21z" fill="#fff" />
        <circle cx="46" cy="17" r="5" fill="#ff9e1b" />
      </svg>
      <span className={classes.wordmark}>{site.name}</span>
    </Link>
  );
}

/** Three lines that turn into an X while the mobile menu is open. */
function Burger({ opened, onClick }: { opened: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={classes.burger}
      onClick={onClick}
      aria-label={opened ? "Close menu" : "Open menu"}
      aria-expanded={opened}
      aria-controls="mobile-menu"
    >
      <span className={classes.burgerLines} data-opened={opened || undefined} />
    </button>
  );
}

/** The shared sticky header: desktop links with the products dropdown, and a collapsible menu on small screens. */
export function Header() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileProductsOpen, setMobileProductsOpen] = useState(false);
  const [desktopProductsOpen, setDesktopProductsOpen] = useState(false);
  const { pathname } = useLocation();

  // A navigation closes every open menu.
  useEffect(() => {
    setMobileOpen(false);
    setMobileProductsOpen(false);
    setDesktopProductsOpen(false);
  }, [pathname]);

  const navLink = (link: { label: string; to: string }) => (
    <NavLink key={link.to} to={link.to} end className={classes.link}>
      {link.label}
    </NavLink>
  );

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Logo />
        <Group component="nav" aria-label="Main" gap={0} wrap={false} className={classes.desktopOnly}>
          {headerLinksBefore.map(navLink)}
          <ProductsMenu
            label={productsMenu.label}
            links={productsMenu.links}
            opened={desktopProductsOpen}
            onChange={setDesktopProductsOpen}
          />
          {headerLinksAfter.map(navLink)}
        </Group>
        <Group gap={6} wrap={false} className={classes.desktopOnly}>
          {headerButtons.map((button) => (
            <ActionButton
              key={button.label}
              to={button.to}
              variant={button.variant}
              size="compact-sm"
              className={classes.headerButton}
            >
              {button.label}
            </ActionButton>
          ))}
        </Group>
        <Burger opened={mobileOpen} onClick={() => setMobileOpen((open) => !open)} />
      </Container>
      <div id="mobile-menu" hidden={!mobileOpen} className={classes.mobileMenu}>
        <Container size="xl" className={classes.mobileInner}>
          <Stack component="nav" aria-label="Mobile" gap={4}>
            {headerLinksBefore.map(navLink)}
            <button
              type="button"
              className={classes.mobileToggle}
              onClick={() => setMobileProductsOpen((open) => !open)}
              aria-expanded={mobileProductsOpen}
              aria-controls="mobile-products"
            >
              {productsMenu.label}
              <Chevron open={mobileProductsOpen} />
            </button>
            <Stack id="mobile-products" hidden={!mobileProductsOpen} gap={2} className={classes.mobileProducts}>
              {productsMenu.links.map(navLink)}
            </Stack>
            {headerLinksAfter.map(navLink)}
            <Stack gap="xs" className={classes.mobileButtons}>
              {headerButtons.map((button) => (
                <ActionButton key={button.label} to={button.to} variant={button.variant} fullWidth>
                  {button.label}
                </ActionButton>
              ))}
            </Stack>
          </Stack>
        </Container>
      </div>
    </header>
  );
}
