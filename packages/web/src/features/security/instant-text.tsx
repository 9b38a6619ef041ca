import { Text, type TextProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../../api/user';
import { browserTimeZone } from '../../components/time-zone-choice';
import { formatInstant } from './instant-format';

/** The signed-in user's time zone, from their profile; undefined while it loads. */
export function useUserTimeZone(): string | undefined {
  return useQuery({ ...currentUserQuery(), select: (user) => user.timezoneId }).data;
}

interface InstantTextProps extends TextProps {
  /** An ISO timestamp. */
  value: string;
}

/** A moment as the product writes it, in the user's time zone: 22 Nov 2026, 14:05. */
export function InstantText({ value, ...textProps }: InstantTextProps) {
  const zone = useUserTimeZone();
  return (
    <Text span inherit {...textProps}>
      <time dateTime={value}>{formatInstant(value, zone, browserTimeZone())}</time>
    </Text>
  );
}
