import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Button, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AccountType } from '@hearth/contract';
import { errorMessage } from '../../api/client';
import { GoBackWithError } from '../../lib/go-back-with-error';
import { useSession } from '../../lib/session/session-context';
import { showError } from '../../lib/toasts';
import { showUndoable } from '../../lib/undo-toast';
import { useGoBack } from '../../lib/use-go-back';
import { useLeaveEditor } from '../../lib/use-leave-editor';
import { useRecordOrGoBack } from '../../lib/use-record-or-go-back';
import { WaitForUserToday } from '../../lib/wait-for-user-today';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { restoreDeleted, transactionQuery, useDeleteTransaction } from './api';
import { AttachmentsSection } from './attachments-section';
import { DeletedTransaction } from './deleted-transaction';
import { editorRoute, leavesTo } from './editor-route';
import { ScheduledTransaction, TransactionAndSchedule } from './scheduled-transaction';
import { bankAccountOf, draftOf, newDraft, presetFromState } from './transaction-draft';
import { TransactionForm } from './transaction-form';
import { TransactionView } from './transaction-view';
import { OpenUndoNote } from './open-undo-note';
import { ReconciledNote } from './reconciled-note';
import { DeleteButton } from '../../components/delete-button';
import { HistoryList } from '../../components/history-list';

/** `today` is the user's day: taken once, when the draft is made. */
function NewTransaction({ today }: { today: string }) {
  const { state } = useLocation();
  const { session } = useSession();
  const goBack = useGoBack();
  // The form asks before leaving with changes; a saved transaction leaves without asking.
  const { leave } = useLeaveEditor(false);
  // From an account's list that account starts the transaction; otherwise the user's default account does
  // (a bank account: the debit side of a payment, the credit side once the type is Deposit).
  const defaultAccountId = session.status === 'signed-in' ? session.claims.defaultAccountId : null;
  const fallback = defaultAccountId === null ? null : { accountId: defaultAccountId, accountTypeId: AccountType.Bank };
  // Computed once: the draft must not be rebuilt (and the user's edits lost) on a later render.
  const [initial] = useState(() => newDraft(today, presetFromState(state) ?? fallback));
  return (
    <>
      <PageTitle>Transaction</PageTitle>
      <Stack gap="lg">
        <TransactionForm
          initial={initial}
          onCancel={goBack}
          onSaved={(bankAccountId) => leave(leavesTo(bankAccountId))}
          addAnother
        />
        <AttachmentsSection transactionId={null} attachments={[]} />
      </Stack>
    </>
  );
}

function ExistingTransaction({ id }: { id: number }) {
  const data = useRecordOrGoBack(useQuery(transactionQuery(id)));
  const [editing, setEditing] = useState(false);
  const { leave } = useLeaveEditor(false);
  const remove = useDeleteTransaction();
  const queryClient = useQueryClient();

  if (!data) {
    return (
      <>
        <PageTitle>Transaction</PageTitle>
        <PageLoader />
      </>
    );
  }

  // A deleted transaction stays readable (search with Include Deleted lists it), never editable: the
  // server would refuse the save.
  if (data.isDeleted) return <DeletedTransaction transaction={data} />;

  // A reconciled transaction is edited within what the bank said; deleting it waits for an unlock (ReconciledNote).
  const locked = data.isReconciled;
  const actions = (
    <Group gap="sm">
      {!editing && (
        <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
          Edit
        </Button>
      )}
      <DeleteButton
        title="Delete Transaction"
        message="Confirm you want to delete this transaction"
        pending={remove.isPending}
        disabled={locked}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: ({ description }) => {
              showUndoable(description, () => restoreDeleted(queryClient, id));
              leave(leavesTo(bankAccountOf(data)));
            },
            onError: (failure) => showError(errorMessage(failure)),
          })
        }
      />
    </Group>
  );

  return (
    <>
      <PageTitle actions={actions}>Transaction</PageTitle>
      <Stack gap="lg">
        {locked && <ReconciledNote transactionId={data.id} />}
        {!editing && <OpenUndoNote transactionId={data.id} />}
        {editing ? (
          <TransactionForm
            initial={draftOf(data)}
            onCancel={() => setEditing(false)}
            onSaved={(bankAccountId) => leave(leavesTo(bankAccountId))}
            reconciled={locked}
          />
        ) : (
          <TransactionView transaction={data} />
        )}
        <AttachmentsSection transactionId={data.id} attachments={data.attachments} />
        <HistoryList owner="transaction" id={data.id} />
      </Stack>
    </>
  );
}

/**
 * /transaction/ opens a new transaction in edit mode; /transaction/{id} shows it first, with Edit;
 * /transaction/schedule/{scheduleId}/{paymentNumber} opens a payment's transaction in edit mode.
 */
export function TransactionEditorPage() {
  const route = editorRoute(useParams(), useSearchParams()[0]);
  switch (route.kind) {
    case 'new':
      return <WaitForUserToday title="Transaction">{(today) => <NewTransaction today={today} />}</WaitForUserToday>;
    case 'invalid':
      return <GoBackWithError message="Transaction not found." />;
    case 'conflict':
      return <TransactionAndSchedule />;
    case 'scheduled':
      return (
        <ScheduledTransaction
          key={`${route.scheduleId}-${route.paymentNumber}`}
          scheduleId={route.scheduleId}
          paymentNumber={route.paymentNumber}
        />
      );
    case 'existing':
      // Keyed by id: moving to another transaction starts from its own data and view mode.
      return <ExistingTransaction key={route.id} id={route.id} />;
  }
}
