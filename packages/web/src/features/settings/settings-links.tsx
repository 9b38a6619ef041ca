import { Link } from 'react-router';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const FAMILY_LISTS = [
  {
    to: '/categories',
    label: 'Categories',
    text: 'Categories and subcategories, income or spending; merge and restore.',
  },
  { to: '/tags', label: 'Tags', text: 'Labels across categories, with an optional validity period.' },
  {
    to: '/thirdparties',
    label: 'Third Parties',
    text: 'Payees and payers, their default subcategory and Quick Entry.',
  },
  { to: '/budgets', label: 'Budgets', text: 'Weekly, fortnightly or monthly allowances, with carry-over.' },
] as const;

/** What the whole family shares and sets once, each on its own page. */
export function FamilyListsSection() {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="settings-lists">
      <Title order={2} fz="lg" mb="md" id="settings-lists">
        Shared by the family
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {FAMILY_LISTS.map((item) => (
          <Stack key={item.to} gap={2} component="li">
            <Anchor component={Link} to={item.to} fw={600}>
              {item.label}
            </Anchor>
            <Text size="sm" c="dimmed">
              {item.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** Auto-pay has no family-wide switch: each schedule says whether it pays itself. */
export function AutoPaySection() {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="settings-auto-pay">
      <Title order={2} fz="lg" mb="xs" id="settings-auto-pay">
        Auto-pay
      </Title>
      <Text size="sm">
        Auto-pay is set on each schedule: a schedule with Auto-pay on records its payment by itself on the day it is
        due, from that day on; earlier payments stay for you to pay or skip. A payment that cannot be recorded (its
        account made inactive, say) stays due and is tried again.{' '}
        <Anchor component={Link} to="/schedules" inherit>
          Open the schedules
        </Anchor>
      </Text>
    </Paper>
  );
}
