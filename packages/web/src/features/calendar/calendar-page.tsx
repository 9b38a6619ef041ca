import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActionIcon, Alert, Box, Group, Paper, Stack, Switch } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { WaitForUserToday } from '../../lib/wait-for-user-today';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { calendarMonthQuery } from './api';
import { CalendarAgenda } from './calendar-agenda';
import { CalendarGrid } from './calendar-grid';
import {
  firstDayOf,
  monthOf,
  monthParam,
  monthTitle,
  parseMonthParam,
  shiftMonth,
  type YearMonth,
} from './calendar-month';

/**
 * A month of scheduled payments; the month lives in the address (?month=2026-11) so a reload keeps it.
 * Without one it is the month of the user's today, the day the server marks as today.
 */
export function CalendarPage() {
  return <WaitForUserToday title="Payment Calendar">{(today) => <CalendarMonth today={today} />}</WaitForUserToday>;
}

function CalendarMonth({ today }: { today: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = parseMonthParam(searchParams.get('month'), today);
  const [showSkipped, setShowSkipped] = useState(false);
  const [showPaid, setShowPaid] = useState(false);
  const calendar = useQuery(calendarMonthQuery(shown));
  const filter = { showSkipped, showPaid };

  const open = (month: YearMonth) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('month', monthParam(month));
        return next;
      },
      // Moving between months is browsing one page: Back should leave the calendar, not step through months.
      { replace: true },
    );

  return (
    <>
      <PageTitle>Payment Calendar</PageTitle>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" align="center" wrap="wrap" gap="md">
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Previous month"
                onClick={() => open(shiftMonth(shown, -1))}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
              <MonthPickerInput
                // The name holds the month it shows, so that what is read out matches what is seen.
                aria-label={`Month: ${monthTitle(shown)}`}
                w={{ base: 160, xs: 180 }}
                valueFormat="MMMM YYYY"
                value={firstDayOf(shown)}
                onChange={(value) => value && open(monthOf(value))}
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Next month"
                onClick={() => open(shiftMonth(shown, 1))}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
            <Group gap="lg">
              <Switch
                label="Show Skipped"
                checked={showSkipped}
                onChange={(event) => setShowSkipped(event.currentTarget.checked)}
              />
              <Switch
                label="Show Paid"
                checked={showPaid}
                onChange={(event) => setShowPaid(event.currentTarget.checked)}
              />
            </Group>
          </Group>
          {calendar.isPending && <PageLoader />}
          {calendar.isError && (
            <Alert color="red" variant="light" title="The calendar could not be loaded">
              {errorMessage(calendar.error)}
            </Alert>
          )}
          {calendar.data && (
            <>
              <Box visibleFrom="sm">
                <CalendarGrid
                  title={monthTitle(shown)}
                  weeks={calendar.data.weeks}
                  filter={filter}
                  loading={calendar.isPlaceholderData}
                />
              </Box>
              <Box hiddenFrom="sm">
                <CalendarAgenda
                  title={monthTitle(shown)}
                  weeks={calendar.data.weeks}
                  filter={filter}
                  loading={calendar.isPlaceholderData}
                />
              </Box>
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
