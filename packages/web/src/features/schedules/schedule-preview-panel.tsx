import { Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { describeSchedule, firstPayments, type RecurrenceRule } from '@hearth/contract';
import { IconRepeat } from '@tabler/icons-react';
import { DateText } from '../../components/date-text';
import type { ScheduleDraft } from './schedule-draft';

/** How many payments the preview lists: enough to see the rhythm and the weekend rule at work. */
const PREVIEW_COUNT = 5;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weekdayName = (isoDate: string) => WEEKDAYS[(new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7];

/**
 * While a schedule is created: its pattern in words and its first payments, following every change of
 * the form, so that the rule can be checked before it is saved (and fixed for good).
 */
export function SchedulePreviewPanel({ draft }: { draft: ScheduleDraft }) {
  if (!draft.scheduleStart) return null;
  const rule: RecurrenceRule = {
    recurrenceTypeId: draft.recurrenceTypeId,
    start: draft.scheduleStart,
    endTypeId: draft.recurrenceEndTypeId,
    end: draft.scheduleEnd,
    count: draft.numberOfTransactions,
    weekdayAdjustmentId: draft.weekdayOnlyTypeId,
  };
  const payments = firstPayments(rule, PREVIEW_COUNT);
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" component="section" aria-label="Pattern preview">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" radius="xl" size="lg">
            <IconRepeat size={18} />
          </ThemeIcon>
          <Text size="sm" fw={500} data-testid="pattern-preview">
            {describeSchedule(rule)}
          </Text>
        </Group>
        {payments.length === 0 ? (
          <Text size="sm" c="red.7">
            No payment falls within this rule.
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {payments.length === 1 ? 'The payment' : `The first ${payments.length} payments`}
            </Text>
            <List size="sm" spacing={2} aria-label="First payments">
              {payments.map((payment) => (
                <List.Item key={payment.paymentNumber}>
                  {weekdayName(payment.date)} <DateText value={payment.date} />
                  {payment.movedFrom && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (moved from {weekdayName(payment.movedFrom)} <DateText value={payment.movedFrom} />)
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
