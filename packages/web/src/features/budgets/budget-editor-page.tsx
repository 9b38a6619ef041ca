import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Box, Button, Grid, Group, Stack, useMatches } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { dayInTimeZone, type Budget } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { GoBackWithError } from '../../app/go-back-with-error';
import { recordIdOf } from '../../app/record-id';
import { showError, showSuccess } from '../../app/toasts';
import { useGoBack } from '../../app/use-go-back';
import { useRecordOrGoBack } from '../../app/use-record-or-go-back';
import { confirmDanger } from '../../components/confirm-danger';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { budgetQuery, useDeleteBudget } from './api';
import { BudgetDetails } from './budget-details';
import { draftOfBudget, newBudgetDraft } from './budget-draft';
import { BudgetForm } from './budget-form';
import { BudgetPeriods } from './budget-periods';
import { BudgetStanding } from './budget-standing';
import { initialPeriod } from './period-rows';
import { PeriodTransactions } from './period-transactions';

/** Today where the browser is: the day a family member means when a new budget starts now. */
function today(): string {
  return dayInTimeZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

function NewBudget() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  // Computed once: the draft must not be rebuilt (and the user's edits lost) on a later render.
  const [initial] = useState(() => newBudgetDraft(today()));
  return (
    <>
      <PageTitle>Budget</PageTitle>
      {/* Once saved, the budget opens in view mode at its own address. */}
      <BudgetForm initial={initial} saved={null} onCancel={goBack} onSaved={(budget) => navigate(`/budget/${budget.id}`, { replace: true })} />
    </>
  );
}

/** The periods and, beside them, the transactions of the one chosen (the current one at first). */
function BudgetHistory({ budget }: { budget: Budget }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const transactionsRef = useRef<HTMLDivElement>(null);
  // Below lg the transactions come after every period: choosing one far up shows its transactions down there.
  const stacked = useMatches({ base: true, lg: false });
  // A period chosen before a save that renumbered the periods may no longer exist.
  const period = budget.schedule.find((candidate) => candidate.budgetNumber === chosen) ?? initialPeriod(budget);
  const choose = (budgetNumber: number) => {
    setChosen(budgetNumber);
    if (stacked) transactionsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <BudgetPeriods budget={budget} selected={period?.budgetNumber ?? null} onSelect={choose} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        {/* Beside a long list of periods, the transactions stay in sight while the list scrolls. */}
        <Box ref={transactionsRef} pos={{ base: 'static', lg: 'sticky' }} top={76} style={{ scrollMarginTop: 76 }}>
          {period && <PeriodTransactions budgetId={budget.id} period={period} />}
        </Box>
      </Grid.Col>
    </Grid>
  );
}

function ExistingBudget({ id }: { id: number }) {
  const data = useRecordOrGoBack(useQuery(budgetQuery(id)));
  const [editing, setEditing] = useState(false);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const remove = useDeleteBudget();

  if (!data) {
    return (
      <>
        <PageTitle>Budget</PageTitle>
        <PageLoader />
      </>
    );
  }

  const confirmDelete = () =>
    confirmDanger({
      title: 'Delete Budget',
      message: 'Confirm you want to delete this budget',
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: ({ description }) => {
            showSuccess(description);
            navigate('/budgets', { replace: true });
          },
          onError: (failure) => showError(errorMessage(failure)),
        }),
    });

  const viewActions = (
    <Group gap="sm">
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
        Back
      </Button>
      <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
        Edit
      </Button>
      <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete} loading={remove.isPending}>
        Delete
      </Button>
    </Group>
  );

  return (
    <>
      <PageTitle actions={editing ? undefined : viewActions}>Budget</PageTitle>
      <Stack gap="lg">
        {editing ? (
          // Cancel drops the form's working copy: the loaded budget shows again as it was.
          <BudgetForm initial={draftOfBudget(data)} saved={data} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
        ) : (
          <BudgetDetails budget={data} />
        )}
        <BudgetStanding budget={data} />
        <BudgetHistory budget={data} />
      </Stack>
    </>
  );
}

/** /budget opens a new budget in edit mode; /budget/{id} shows one first, with Edit, Delete and Back. */
export function BudgetEditorPage() {
  const param = useParams().id;
  if (param === undefined || param === '') return <NewBudget />;
  const id = recordIdOf(param);
  if (id === null) return <GoBackWithError message="Budget not found." />;
  // Keyed by id: moving to another budget starts from its own data and view mode.
  return <ExistingBudget key={id} id={id} />;
}
