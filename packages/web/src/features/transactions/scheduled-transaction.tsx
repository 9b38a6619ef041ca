import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useGoBack } from '../../lib/use-go-back';
import { useLeaveEditor } from '../../lib/use-leave-editor';
import { useRecordOrGoBack } from '../../lib/use-record-or-go-back';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { scheduledTransactionQuery } from './api';
import { BOTH_TRANSACTION_AND_SCHEDULE, leavesTo } from './editor-route';
import { PaysScheduleNote } from './pays-schedule-note';
import { draftOf } from './transaction-draft';
import { TransactionForm } from './transaction-form';

interface ScheduledTransactionProps {
  scheduleId: number;
  paymentNumber: number;
}

/**
 * /transaction/schedule/{scheduleId}/{paymentNumber}: a new transaction filled in from the payment, open
 * in edit mode; saving it pays the payment.
 */
export function ScheduledTransaction({ scheduleId, paymentNumber }: ScheduledTransactionProps) {
  const data = useRecordOrGoBack(useQuery(scheduledTransactionQuery(scheduleId, paymentNumber)));
  const goBack = useGoBack();
  // The form asks before leaving with changes; a saved payment leaves without asking.
  const { leave } = useLeaveEditor(false);

  return (
    <>
      <PageTitle>Transaction</PageTitle>
      {data ? (
        <Stack gap="md">
          <PaysScheduleNote scheduleId={scheduleId} scheduleName={data.scheduleName} paymentNumber={paymentNumber} />
          <TransactionForm
            initial={draftOf(data)}
            onCancel={goBack}
            onSaved={(bankAccountId) => leave(leavesTo(bankAccountId))}
            pays={{ scheduleId, paymentNumber }}
          />
        </Stack>
      ) : (
        <PageLoader />
      )}
    </>
  );
}

/** A route naming both a transaction and a scheduled payment edits neither. */
export function TransactionAndSchedule() {
  return (
    <>
      <PageTitle>Transaction</PageTitle>
      <Alert color="red" variant="light" role="alert">
        {BOTH_TRANSACTION_AND_SCHEDULE}
      </Alert>
    </>
  );
}
