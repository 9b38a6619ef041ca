import { Link, useLocation } from 'react-router';
import { Box, Divider, NavLink } from '@mantine/core';
import { linkMatches, NAVIGATION_GROUPS } from './navigation';

/** On narrow screens the header menus do not fit; the same links live at the top of the side panel. */
export function CompactNavigation() {
  const { pathname } = useLocation();
  return (
    <Box hiddenFrom="md" component="nav" aria-label="Compact" px="sm" pt="sm">
      <NavLink component={Link} to="/" label="Home" active={pathname === '/'} />
      {NAVIGATION_GROUPS.map((group) => (
        <NavLink key={group.label} label={group.label} defaultOpened={group.links.some((link) => linkMatches(link, pathname))}>
          {group.links.map((link) => (
            <NavLink key={link.to} component={Link} to={link.to} label={link.label} active={linkMatches(link, pathname)} />
          ))}
        </NavLink>
      ))}
      <Divider mt="sm" />
    </Box>
  );
}
