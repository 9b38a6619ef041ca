import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Box, Collapse, Divider, NavLink } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { linkMatches, NAVIGATION_GROUPS, type NavigationGroup } from './navigation';

/**
 * One group of the compact navigation: a real button (reached with Tab, saying whether it is open) that
 * shows or hides the group's links.
 */
function NavigationDisclosure({ group, pathname }: { group: NavigationGroup; pathname: string }) {
  const [opened, setOpened] = useState(() => group.links.some((link) => linkMatches(link, pathname)));
  const linksId = useId();
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={group.label}
        aria-expanded={opened}
        aria-controls={linksId}
        onClick={() => setOpened((open) => !open)}
        rightSection={
          <IconChevronRight
            size={14}
            aria-hidden
            style={{ transform: opened ? 'rotate(90deg)' : 'none', transition: 'transform 150ms ease' }}
          />
        }
      />
      <Collapse expanded={opened} id={linksId}>
        {group.links.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            active={linkMatches(link, pathname)}
            pl="xl"
          />
        ))}
      </Collapse>
    </>
  );
}

/** On narrow screens the header menus do not fit; the same links live at the top of the side panel. */
export function CompactNavigation() {
  const { pathname } = useLocation();
  return (
    <Box hiddenFrom="md" component="nav" aria-label="Compact" px="sm" pt="sm">
      <NavLink component={Link} to="/" label="Home" active={pathname === '/'} />
      {NAVIGATION_GROUPS.map((group) => (
        <NavigationDisclosure key={group.label} group={group} pathname={pathname} />
      ))}
      <Divider mt="sm" />
    </Box>
  );
}
