import { useEffect, type ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

interface PageTitleProps {
  children: string;
  /** Actions shown on the right of the title, such as a Create button. */
  actions?: ReactNode;
}

/** The page's one h1; it also names the browser tab. */
export function PageTitle({ children, actions }: PageTitleProps) {
  useEffect(() => {
    document.title = `${children} · Hearth`;
    return () => {
      document.title = 'Hearth';
    };
  }, [children]);

  return (
    <Group justify="space-between" align="center" mb="lg" wrap="wrap">
      <Title order={1} fz={28}>
        {children}
      </Title>
      {actions}
    </Group>
  );
}
