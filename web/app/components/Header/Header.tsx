import { Link, NavLink, useLocation } from "react-router";
import { useEffect, useRef, useState } from "react";
import { headerButtons, headerLinksAfter, headerLinksBefore, productsMenu } from "../../config/navigation";
import { paths } from "../../config/paths";
import { isContentPage } from "../../pages";
import { site } from "../../config/site";
import { useSessionFlag } from "../../lib/sessionFlag";
import { ActionButton, Button } from "../ActionButton/ActionButton";
import { Container, Group, Stack } from "../ui";
import { Chevron, DisclosureNav, ProductsMenu } from "./ProductsMenu";
import classes from "./Header.module.css";

function Logo() {
  return (
    <Link to="/" reloadDocument={isContentPage("/")} className={classes.logo} aria-label={`${site.name} home`}>
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

/**
 * "Login" or "Dashboard", drawn on top of each other with the other one invisible: the slot is as wide in both states,
 * so the label can change after hydration without moving anything in the header.
 */
function AccountLabel({ signedIn }: { signedIn: boolean }) {
  return (
    <span className={classes.accountLabels}>
      <span data-ghost={signedIn || undefined} aria-hidden={signedIn || undefined}>
        Login
      </span>
      <span data-ghost={!signedIn || undefined} aria-hidden={!signedIn || undefined}>
        Dashboard
      </span>
    </span>
  );
}

interface AccountProps {
  signedIn: boolean;
  opened: boolean;
  onChange: (opened: boolean) => void;
  onSignOut: () => void;
}

/**
 * The desktop account slot: "Login" for visitors; for a signed-in visitor "Dashboard", a disclosure with the dashboard
 * link and Sign Out.
 */
function AccountMenu({ signedIn, opened, onChange, onSignOut }: AccountProps) {
  if (!signedIn) {
    return (
      <div className={classes.menu}>
        <Link to={paths.auth} className={classes.accountButton}>
          <AccountLabel signedIn={false} />
          <Chevron open={false} hidden />
        </Link>
      </div>
    );
  }
  return (
    <DisclosureNav
      label={
        <>
          <AccountLabel signedIn />
          <Chevron open={opened} />
        </>
      }
      opened={opened}
      onChange={onChange}
      buttonClassName={classes.accountButton}
      alignEnd
    >
      <li>
        <Link to={paths.dashboard} className={classes.menuItem}>
          Open the dashboard
        </Link>
      </li>
      <li>
        <button type="button" className={classes.menuItem} onClick={onSignOut}>
          Sign Out
        </button>
      </li>
    </DisclosureNav>
  );
}

/**
 * The shared sticky header: desktop links with the products dropdown, and a collapsible menu on small screens. It
 * says "Dashboard" instead of "Login" once lib/sessionFlag.ts says this browser is signed in; the prerendered HTML
 * always says "Login", and Firebase loads only when a visitor presses Sign Out.
 */
export function Header() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileProductsOpen, setMobileProductsOpen] = useState(false);
  const [desktopProductsOpen, setDesktopProductsOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const signedIn = useSessionFlag();
  const { pathname } = useLocation();
  const header = useRef<HTMLElement>(null);
  const focusLoginAfterSignOut = useRef(false);

  // A navigation closes every open menu.
  useEffect(() => {
    setMobileOpen(false);
    setMobileProductsOpen(false);
    setDesktopProductsOpen(false);
    setAccountOpen(false);
  }, [pathname]);

  // Sign Out removes the control that had the focus: the Login link that takes its place gets it.
  useEffect(() => {
    if (signedIn || !focusLoginAfterSignOut.current) return;
    focusLoginAfterSignOut.current = false;
    const login = [...(header.current?.querySelectorAll<HTMLAnchorElement>(`a[href="${paths.auth}"]`) ?? [])];
    login.find((link) => link.offsetParent !== null)?.focus();
  }, [signedIn]);

  const signOut = async () => {
    setAccountOpen(false);
    focusLoginAfterSignOut.current = true;
    // On demand: no page loads the Firebase SDK just to draw the header.
    const { signOutOfSite } = await import("../../lib/firebase");
    await signOutOfSite().catch(() => {
      focusLoginAfterSignOut.current = false;
    });
  };

  const navLink = (link: { label: string; to: string }) => (
    <NavLink key={link.to} to={link.to} reloadDocument={isContentPage(link.to)} end className={classes.link}>
      {link.label}
    </NavLink>
  );

  return (
    <header ref={header} className={classes.header}>
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
          {headerButtons.map((button) =>
            button.to === paths.auth ? (
              <AccountMenu
                key={button.to}
                signedIn={signedIn}
                opened={accountOpen}
                onChange={setAccountOpen}
                onSignOut={signOut}
              />
            ) : (
              <ActionButton
                key={button.label}
                to={button.to}
                variant={button.variant}
                size="compact-sm"
                className={classes.headerButton}
              >
                {button.label}
              </ActionButton>
            ),
          )}
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
              {headerButtons.map((button) =>
                button.to === paths.auth && signedIn ? (
                  <Stack key={button.to} gap="xs">
                    <ActionButton to={paths.dashboard} variant={button.variant} fullWidth>
                      Dashboard
                    </ActionButton>
                    <Button variant="default" data-full-width onClick={signOut}>
                      Sign Out
                    </Button>
                  </Stack>
                ) : (
                  <ActionButton key={button.label} to={button.to} variant={button.variant} fullWidth>
                    {button.label}
                  </ActionButton>
                ),
              )}
            </Stack>
          </Stack>
        </Container>
      </div>
    </header>
  );
}
