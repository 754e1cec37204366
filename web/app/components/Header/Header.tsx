import { Box, Burger, Button, Collapse, Container, Group, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link, NavLink, useLocation } from "react-router";
import { useEffect, useState } from "react";
import { headerButtons, headerLinksAfter, headerLinksBefore, productsMenu } from "../../config/navigation";
import { site } from "../../config/site";
import { ActionButton } from "../ActionButton/ActionButton";
import { Chevron, ProductsMenu } from "./ProductsMenu";
import classes from "./Header.module.css";

function Logo() {
  return (
    <Link to="/" className={classes.logo} aria-label={`${site.name} home`}>
      <img src="/favicon.svg" alt="" width={36} height={36} />
      <span className={classes.wordmark}>{site.name}</span>
    </Link>
  );
}

/** The shared sticky header: desktop links with the products dropdown, and a collapsible menu on small screens. */
export function Header() {
  const [mobileOpen, mobile] = useDisclosure(false);
  const [mobileProductsOpen, mobileProducts] = useDisclosure(false);
  const [desktopProductsOpen, setDesktopProductsOpen] = useState(false);
  const { pathname } = useLocation();

  // A navigation closes every open menu.
  useEffect(() => {
    mobile.close();
    mobileProducts.close();
    setDesktopProductsOpen(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  const navLink = (link: { label: string; to: string }) => (
    <NavLink key={link.to} to={link.to} end className={classes.link}>
      {link.label}
    </NavLink>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Logo />
        <Group component="nav" aria-label="Main" gap={0} visibleFrom="lg" wrap="nowrap">
          {headerLinksBefore.map(navLink)}
          <ProductsMenu
            label={productsMenu.label}
            links={productsMenu.links}
            opened={desktopProductsOpen}
            onChange={setDesktopProductsOpen}
          />
          {headerLinksAfter.map(navLink)}
        </Group>
        <Group gap={6} visibleFrom="lg" wrap="nowrap">
          {headerButtons.map((button) => (
            <ActionButton key={button.label} to={button.to} variant={button.variant} size="compact-sm" px="sm">
              {button.label}
            </ActionButton>
          ))}
        </Group>
        <Burger
          opened={mobileOpen}
          onClick={mobile.toggle}
          hiddenFrom="lg"
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
        />
      </Container>
      <Collapse expanded={mobileOpen} hiddenFrom="lg" id="mobile-menu">
        <Container size="xl" pb="md">
          <Stack component="nav" aria-label="Mobile" gap={4}>
            {headerLinksBefore.map(navLink)}
            <Button
              variant="subtle"
              justify="space-between"
              rightSection={<Chevron open={mobileProductsOpen} />}
              onClick={mobileProducts.toggle}
              aria-expanded={mobileProductsOpen}
              aria-controls="mobile-products"
              className={classes.mobileToggle}
            >
              {productsMenu.label}
            </Button>
            <Collapse expanded={mobileProductsOpen} id="mobile-products">
              <Stack gap={2} pl="md">
                {productsMenu.links.map(navLink)}
              </Stack>
            </Collapse>
            {headerLinksAfter.map(navLink)}
            <Stack gap="xs" mt="sm">
              {headerButtons.map((button) => (
                <ActionButton key={button.label} to={button.to} variant={button.variant} fullWidth>
                  {button.label}
                </ActionButton>
              ))}
            </Stack>
          </Stack>
        </Container>
      </Collapse>
    </Box>
  );
}
