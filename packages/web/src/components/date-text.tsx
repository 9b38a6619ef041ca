import { Text, type TextProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@hearth/contract';
import { currentUserQuery } from '../api/user';
import { dayForUser } from '../lib/today';
import { browserTimeZone } from './time-zone-choice';

interface DateTextProps extends TextProps {
  /** A calendar day (YYYY-MM-DD) or an ISO timestamp. */
  value: string;
}

/**
 * A date as the product writes it everywhere: 22 Nov 2026. A timestamp (an upload's moment) shows the day
 * it was where the user lives, by their profile's time zone: 23:30 UTC is already tomorrow in Sydney.
 */
export function DateText({ value, ...textProps }: DateTextProps) {
  const isInstant = value.length > 10 && !Number.isNaN(Date.parse(value));
  const zone = useQuery({ ...currentUserQuery(), select: (user) => user.timezoneId, enabled: isInstant });
  const day = isInstant ? dayForUser(new Date(value), zone.data, browserTimeZone()) : value;
  return (
    <Text span inherit {...textProps}>
      <time dateTime={value}>{formatDate(day)}</time>
    </Text>
  );
}
