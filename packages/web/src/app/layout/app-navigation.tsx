import { Link, useLocation } from 'react-router';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { HeaderMenu } from './header-menu';
import { linkMatches, NAVIGATION_GROUPS } from './navigation';

/** The header navigation of a signed-in user: Home, then one menu per group. */
export function AppNavigation() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" gap={2} aria-label="Main" wrap="nowrap">
      <Button
        component={Link}
        to="/"
        variant={pathname === '/' ? 'light' : 'subtle'}
        color={pathname === '/' ? 'hearth' : 'gray'}
        size="sm"
      >
        Home
      </Button>
      {NAVIGATION_GROUPS.map((group) => {
        const active = group.links.some((link) => linkMatches(link, pathname));
        return (
          <HeaderMenu
            key={group.label}
            position="bottom-start"
            width={210}
            target={
              <Button
                variant={active ? 'light' : 'subtle'}
                color={active ? 'hearth' : 'gray'}
                size="sm"
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                {group.label}
              </Button>
            }
          >
            {group.links.map((link) => (
              <Menu.Item
                key={link.to}
                component={Link}
                to={link.to}
                aria-current={linkMatches(link, pathname) ? 'page' : undefined}
              >
                {link.label}
              </Menu.Item>
            ))}
          </HeaderMenu>
        );
      })}
    </Group>
  );
}
