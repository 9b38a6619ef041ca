import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Grid, Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Budget } from '@hearth/contract';
import { showSuccess } from '../../lib/toasts';
import { useGoBack } from '../../lib/use-go-back';
import { useRecordOrGoBack } from '../../lib/use-record-or-go-back';
import { WaitForUserToday } from '../../lib/wait-for-user-today';
import { EditorFrame, EditorRoute } from '../../components/editor-frame';
import { HistoryList } from '../../components/history-list';
import { PageTitle } from '../../components/page-title';
import { budgetQuery, useDeleteBudget } from './api';
import { BudgetDetails } from './budget-details';
import { draftOfBudget, newBudgetDraft } from './budget-draft';
import { BudgetForm } from './budget-form';
import { BudgetPeriods } from './budget-periods';
import { BudgetStanding } from './budget-standing';
import { initialPeriod, showsCarryIn } from './period-rows';
import { PeriodTransactions } from './period-transactions';

/** `today` is the user's day: taken once, when the draft is made. */
function NewBudget({ today }: { today: string }) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  // Computed once: the draft must not be rebuilt (and the user's edits lost) on a later render.
  const [initial] = useState(() => newBudgetDraft(today));
  return (
    <>
      <PageTitle>Budget</PageTitle>
      {/* Once saved, the budget opens in view mode at its own address. */}
      <BudgetForm
        initial={initial}
        saved={null}
        onCancel={goBack}
        onSaved={(budget) => navigate(`/budget/${budget.id}`, { replace: true })}
      />
    </>
  );
}

/**
 * How wide the page must be for the transactions to sit beside the periods: the periods' table then has
 * two thirds of it, enough for every column (the carry-in column too) without a sideways scroll.
 */
const SIDE_BY_SIDE_FROM = { plain: 880, withCarryIn: 1150 };

/** The periods and, beside them, the transactions of the one chosen (the current one at first). */
function BudgetHistory({ budget }: { budget: Budget }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const transactionsRef = useRef<HTMLDivElement>(null);
  const { ref: historyRef, width } = useElementSize();
  // Narrower, the transactions come after every period: choosing one far up shows its transactions down there.
  const stacked = width < SIDE_BY_SIDE_FROM[showsCarryIn(budget) ? 'withCarryIn' : 'plain'];
  // A period chosen before a save that renumbered the periods may no longer exist.
  const period = budget.schedule.find((candidate) => candidate.budgetNumber === chosen) ?? initialPeriod(budget);
  const choose = (budgetNumber: number) => {
    setChosen(budgetNumber);
    if (stacked) transactionsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  return (
    <Grid gap="lg" ref={historyRef}>
      <Grid.Col span={stacked ? 12 : 8}>
        <BudgetPeriods budget={budget} selected={period?.budgetNumber ?? null} onSelect={choose} />
      </Grid.Col>
      <Grid.Col span={stacked ? 12 : 4}>
        {/* Beside a long list of periods, the transactions stay in sight while the list scrolls. */}
        <Box ref={transactionsRef} pos={stacked ? 'static' : 'sticky'} top={76} style={{ scrollMarginTop: 76 }}>
          {/* Keyed by the period, so that another period's list starts at its top rather than where the last one was scrolled to. */}
          {period && <PeriodTransactions key={period.budgetNumber} budgetId={budget.id} period={period} />}
        </Box>
      </Grid.Col>
    </Grid>
  );
}

function ExistingBudget({ id }: { id: number }) {
  const data = useRecordOrGoBack(useQuery(budgetQuery(id)));
  const navigate = useNavigate();
  const remove = useDeleteBudget();
  const deleted = (description: string) => {
    showSuccess(description);
    navigate('/budgets', { replace: true });
  };
  return (
    <EditorFrame
      title="Budget"
      id={id}
      record={data}
      remove={remove}
      deleteMessage="Confirm you want to delete this budget"
      onDeleted={deleted}
    >
      {(budget, { editing, stopEditing }) => (
        <Stack gap="lg">
          {editing ? (
            // Cancel drops the form's working copy: the loaded budget shows again as it was.
            <BudgetForm initial={draftOfBudget(budget)} saved={budget} onCancel={stopEditing} onSaved={stopEditing} />
          ) : (
            <BudgetDetails budget={budget} />
          )}
          <BudgetStanding budget={budget} />
          <BudgetHistory budget={budget} />
          <HistoryList owner="budget" id={budget.id} />
        </Stack>
      )}
    </EditorFrame>
  );
}

/** /budget opens a new budget in edit mode; /budget/{id} shows one first, with Edit, Delete and Back. */
export function BudgetEditorPage() {
  const newRecord = <WaitForUserToday title="Budget">{(today) => <NewBudget today={today} />}</WaitForUserToday>;
  return (
    <EditorRoute notFound="Budget not found." newRecord={newRecord} existing={(id) => <ExistingBudget id={id} />} />
  );
}
