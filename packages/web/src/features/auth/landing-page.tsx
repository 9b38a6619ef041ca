import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBolt,
  IconCalendarRepeat,
  IconChartLine,
  IconHome,
  IconPigMoney,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useSession } from '../../lib/session/session-context';
import { EmailValidationAlert } from './email-validation-alert';
import classes from './landing-page.module.css';
import { LoginForm } from './login-form';
import { SessionEndedNotice } from './session-ended-notice';

const CONTACT_EMAIL = 'hello@hearth.family';

const FEATURES = [
  {
    icon: IconChartLine,
    title: 'See your balance ahead',
    text: 'A forecast of every account from your scheduled payments, with what-if scenarios to try a change before you make it.',
  },
  {
    icon: IconCalendarRepeat,
    title: 'Schedules that bend',
    text: 'Move, skip or change the amount of one payment without touching the rest of its schedule.',
  },
  {
    icon: IconPigMoney,
    title: 'Weekly budgets',
    text: 'Weekly or monthly budgets, with progress you can read at a glance.',
  },
  {
    icon: IconUsersGroup,
    title: 'Made for families',
    text: 'Invite your household: everyone works on the same accounts, budgets and plans.',
  },
  {
    icon: IconBolt,
    title: 'Quick',
    text: 'Screens answer at once, even with years of history behind them.',
  },
  {
    icon: IconHome,
    title: 'Kept at home',
    text: 'Hearth runs on your own machine, so your figures stay with you.',
  },
];

interface LandingPageProps {
  /** Shown above everything, e.g. the guard's message when a signed-out visitor opened another page. */
  notice?: ReactNode;
}

export function LandingPage({ notice }: LandingPageProps) {
  const [searchParams] = useSearchParams();
  const validationId = searchParams.get('emailvalidationid');
  const { session } = useSession();
  // After a session ended, that is the one thing to say: it also explains any page that is now closed.
  const sessionEnded = session.status === 'signed-out' && session.reason === 'ended';

  return (
    <Stack gap="lg">
      {sessionEnded ? <SessionEndedNotice /> : notice}
      {validationId && <EmailValidationAlert validationId={validationId} />}
      <div className={classes.layout}>
        <div className={classes.intro}>
          <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
            Your family&apos;s money, warm and in order
          </Title>
          <Text size="lg" c="dimmed" mt="sm" maw={560}>
            Hearth keeps your accounts, bills and budgets in one calm place, and shows where your balance is heading
            before you get there.
          </Text>
        </div>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} className={classes.login}>
          <Title order={2} size="h3" mb="md">
            Log in
          </Title>
          <LoginForm />
          <Group justify="space-between" mt="lg" gap="xs">
            <Anchor component={Link} to="/register" size="sm">
              Create an account
            </Anchor>
            <Anchor component={Link} to="/recover" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
        </Paper>
        <Stack gap="lg" className={classes.features}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <Group key={title} align="flex-start" wrap="nowrap" gap="sm">
                <ThemeIcon variant="light" size={38} radius="md">
                  <Icon size={20} stroke={1.7} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{title}</Text>
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </div>
              </Group>
            ))}
          </SimpleGrid>
          <Text size="sm">
            Questions or ideas? Write to us at <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>.
          </Text>
        </Stack>
      </div>
    </Stack>
  );
}
