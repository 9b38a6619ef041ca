import { Text, type TextProps } from '@mantine/core';
import { formatDate } from '@hearth/contract';

interface DateTextProps extends TextProps {
  /** A calendar day (YYYY-MM-DD) or an ISO timestamp. */
  value: string;
}

/** A date as the product writes it everywhere: 22 Nov 2026. */
export function DateText({ value, ...textProps }: DateTextProps) {
  return (
    <Text span inherit {...textProps}>
      <time dateTime={value}>{formatDate(value)}</time>
    </Text>
  );
}
