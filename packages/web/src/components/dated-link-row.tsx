import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { DateText } from './date-text';
import classes from './row-link.module.css';

interface DatedLinkRowProps {
  to: string;
  date: string;
  title: ReactNode;
  /** A dimmed second line under the title; left out when null. */
  subtitle: ReactNode | null;
  /** The right-hand end of the row: the amount, with anything under it. */
  trailing: ReactNode;
}

/** One row of a short list inside a `ul`: date, title over subtitle, and the amount, the whole row a link. */
export function DatedLinkRow({ to, date, title, subtitle, trailing }: DatedLinkRowProps) {
  return (
    <Box component="li" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <UnstyledButton component={Link} to={to} display="block" w="100%" py={8} px={6} className={classes.row}>
        <Group wrap="nowrap" gap="md" align="center">
          <DateText value={date} size="sm" c="dimmed" style={{ flexShrink: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={500} truncate="end">
              {title}
            </Text>
            {subtitle !== null && (
              <Text size="xs" c="dimmed" truncate="end">
                {subtitle}
              </Text>
            )}
          </Box>
          {trailing}
        </Group>
      </UnstyledButton>
    </Box>
  );
}
