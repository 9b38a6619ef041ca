import { Link, useParams } from 'react-router';
import { Anchor, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GoBackWithError } from '../../lib/go-back-with-error';
import { recordIdOf } from '../../lib/record-id';
import { useRecordOrGoBack } from '../../lib/use-record-or-go-back';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { investmentQuery } from './api';
import { formValuesOf, NEW_INVESTMENT } from './form-values';
import { HoldingSummary } from './holding-summary';
import { InvestmentForm } from './investment-form';
import { PurchasesSection } from './purchases-section';

const BACK_TO_INVESTMENTS = (
  <Anchor component={Link} to="/investments" size="sm">
    Back to Investments
  </Anchor>
);

function NewInvestment() {
  return (
    <>
      <PageTitle actions={BACK_TO_INVESTMENTS}>Investment</PageTitle>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7, lg: 6 }}>
          <InvestmentForm investment={null} initial={NEW_INVESTMENT} />
        </Grid.Col>
      </Grid>
    </>
  );
}

function ExistingInvestment({ id }: { id: number }) {
  const investment = useRecordOrGoBack(useQuery(investmentQuery(id)));
  return (
    <>
      <PageTitle actions={BACK_TO_INVESTMENTS}>Investment</PageTitle>
      {investment ? (
        <Stack gap="lg">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7, lg: 6 }}>
              {/* Keyed by what was saved: after a save the form starts from the stored values. */}
              <InvestmentForm
                key={`${investment.id}-${investment.volumeText}-${investment.purchaseCount}`}
                investment={investment}
                initial={formValuesOf(investment)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 6 }}>
              <HoldingSummary investment={investment} />
            </Grid.Col>
          </Grid>
          <PurchasesSection investment={investment} />
        </Stack>
      ) : (
        <PageLoader />
      )}
    </>
  );
}

/** /investment creates a holding; /investment/{id} edits one, with its value and purchases. */
export function InvestmentEditorPage() {
  const param = useParams().id;
  if (param === undefined || param === '') return <NewInvestment />;
  const id = recordIdOf(param);
  if (id === null) return <GoBackWithError message="Investment not found." />;
  return <ExistingInvestment key={id} id={id} />;
}
