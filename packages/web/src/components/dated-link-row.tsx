import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Box, Text, UnstyledButton } from '@mantine/core';
import { DateText } from './date-text';
import classes from './dated-link-row.module.css';
import rowLink from './row-link.module.css';

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
    <Box component="li" className={classes.item}>
      <UnstyledButton component={Link} to={to} display="block" w="100%" py={8} px={6} className={rowLink.row}>
        <div className={classes.line}>
          <DateText value={date} size="sm" c="dimmed" className={classes.date} />
          <Box className={classes.body}>
            {/* A title wraps rather than being cut: two rows must not read the same. */}
            <Text size="sm" fw={500} className={classes.title}>
              {title}
            </Text>
            {subtitle !== null && (
              <Text size="xs" c="dimmed" truncate="end">
                {subtitle}
              </Text>
            )}
          </Box>
          {trailing}
        </div>
      </UnstyledButton>
    </Box>
  );
}
