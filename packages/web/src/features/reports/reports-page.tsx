import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import classes from './report-card.module.css';
import { REPORTS, type ReportKey } from './report-list';
import {
  BalanceTrendPreview,
  BudgetTrendPreview,
  CashFlowPreview,
  CategoriesOverTimePreview,
  CategoryAmountPreview,
  NetWorthPreview,
} from './report-previews';

const PREVIEWS: Record<ReportKey, ComponentType> = {
  balance: BalanceTrendPreview,
  budget: BudgetTrendPreview,
  'category-amount': CategoryAmountPreview,
  'categories-over-time': CategoriesOverTimePreview,
  'net-worth': NetWorthPreview,
  'cash-flow': CashFlowPreview,
};

/** The Reports entry: one card per report, each with what it shows and a preview at its default choices. */
export function ReportsPage() {
  return (
    <>
      <PageTitle>Reports</PageTitle>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Reports"
      >
        {REPORTS.map((report) => {
          const Preview = PREVIEWS[report.key];
          return (
            <Paper key={report.key} component="li" withBorder radius="md" p="md" className={classes.card}>
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  <Anchor component={Link} to={report.to} inherit c="dark.7" underline="never" className={classes.link}>
                    {report.title}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed" mih={40}>
                  {report.description}
                </Text>
                <Preview />
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </>
  );
}
