import { Link } from 'react-router';
import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconBug, IconChevronDown, IconDatabase, IconLock, IconLogout, IconUser } from '@tabler/icons-react';
import { useSession } from '../../lib/session/session-context';
import { isAdmin } from '../../lib/session/session-logic';
import { HeaderMenu } from './header-menu';
import { USER_LINKS } from './navigation';

const LINK_ICONS: Record<string, typeof IconUser> = {
  '/user': IconUser,
  '/security': IconLock,
  '/data': IconDatabase,
  '/debug': IconBug,
};

/** 'Hello' and the first name, opening the user's own pages and Logout. */
export function UserMenu() {
  const { session, logout } = useSession();
  if (session.status !== 'signed-in') return null;
  const { given_name: firstName, family_name: surname } = session.claims;
  const initials = `${firstName.charAt(0)}${surname.charAt(0)}`.toUpperCase();

  return (
    <HeaderMenu
      position="bottom-end"
      width={200}
      target={
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          leftSection={
            <Avatar size={26} radius="xl" color="hearth">
              {initials}
            </Avatar>
          }
          rightSection={<IconChevronDown size={14} aria-hidden />}
          miw={0}
          px={{ base: 6, xs: 'sm' }}
        >
          {/* A long first name gives way to the rest of the header on a phone, not the other way round. */}
          <Text span inherit truncate="end">
            Hello {firstName}
          </Text>
        </Button>
      }
    >
      {USER_LINKS.filter((link) => !link.adminOnly || isAdmin(session)).map((link) => {
        const Icon = LINK_ICONS[link.to] ?? IconUser;
        return (
          <Menu.Item key={link.to} component={Link} to={link.to} leftSection={<Icon size={16} />}>
            {link.label}
          </Menu.Item>
        );
      })}
      <Menu.Divider />
      <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
        Logout
      </Menu.Item>
    </HeaderMenu>
  );
}
