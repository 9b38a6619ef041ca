import { Text, type TextProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../../api/user';

const formatterFor = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });

/** A moment (an ISO timestamp) in the user's profile time zone: 27 Nov 2026, 06:15. */
export function SyncTime({ value, ...props }: TextProps & { value: string | null }) {
  const zone = useQuery({ ...currentUserQuery(), select: (user) => user.timezoneId }).data;
  if (!value)
    return (
      <Text span inherit {...props}>
        never
      </Text>
    );
  return (
    <Text span inherit {...props}>
      <time dateTime={value}>{formatterFor(zone).format(new Date(value))}</time>
    </Text>
  );
}
