import { Suspense } from 'react';
import { NavLink as RouterNavLink, Outlet } from 'react-router';
import { Box, Button, Container, Group } from '@mantine/core';
import { Brand } from './brand';
import { PageLoader } from '../../components/page-loader';
import { PageErrorBoundary } from '../page-error-boundary';

const PUBLIC_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Register', to: '/register' },
  { label: 'Recover', to: '/recover' },
];

/** The frame for signed-out visitors: a top bar with Home, Register and Recover, and the page. */
export function PublicLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={60}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            <Brand />
            <Group component="nav" gap={4} aria-label="Main" wrap="nowrap">
              {PUBLIC_LINKS.map((link) => (
                <RouterNavLink key={link.to} to={link.to} end style={{ textDecoration: 'none' }}>
                  {({ isActive }) => (
                    <Button
                      component="span"
                      variant={isActive ? 'light' : 'subtle'}
                      color={isActive ? 'hearth' : 'gray'}
                      size="sm"
                      // Narrower on a phone, so that the brand and the three links share one line.
                      px={{ base: 8, sm: 'md' }}
                    >
                      {link.label}
                    </Button>
                  )}
                </RouterNavLink>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'lg', sm: 40 }} component="main">
        <PageErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Container>
    </Box>
  );
}
