import { Fragment, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { errorMessage } from '../api/client';
import { GoBackWithError } from '../lib/go-back-with-error';
import { recordIdOf } from '../lib/record-id';
import { showError } from '../lib/toasts';
import { useGoBack } from '../lib/use-go-back';
import { DeleteButton } from './delete-button';
import { PageLoader } from './page-loader';
import { PageTitle } from './page-title';

export function BackButton() {
  const goBack = useGoBack();
  return (
    <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
      Back
    </Button>
  );
}

interface EditorRouteProps {
  /** The error toast for an address that cannot name a record. */
  notFound: string;
  /** The page for the address without an id. */
  newRecord: ReactNode;
  existing: (id: number) => ReactNode;
}

/** An editor's address: /{name} opens a new record, /{name}/{id} an existing one. */
export function EditorRoute({ notFound, newRecord, existing }: EditorRouteProps) {
  const param = useParams().id;
  if (param === undefined || param === '') return newRecord;
  const id = recordIdOf(param);
  if (id === null) return <GoBackWithError message={notFound} />;
  // Keyed by id: moving to another record starts from its own data and view mode.
  return <Fragment key={id}>{existing(id)}</Fragment>;
}

/** What a feature's delete mutation offers the frame. */
interface DeleteMutation {
  mutate: (
    id: number,
    callbacks: { onSuccess: (answer: { description: string }) => void; onError: (failure: Error) => void },
  ) => void;
  isPending: boolean;
}

export interface EditorMode {
  editing: boolean;
  stopEditing: () => void;
}

interface EditorFrameProps<T> {
  title: string;
  id: number;
  /** The loaded record, or undefined while it loads. */
  record: T | undefined;
  remove: DeleteMutation;
  /** The delete confirmation's message; its title is Delete and the page's title. */
  deleteMessage: string;
  /** After the server deleted the record, with its description: a toast, and a way off the page. */
  onDeleted: (description: string, record: T) => void;
  /**
   * The record's details are edited in place, beside the rest of the page: Back shows from the start,
   * and Delete and Back stay in the title while the details are edited (Edit, Delete, Back). Otherwise the
   * form takes the details' place and the title's actions (Back, Edit, Delete) leave until it is closed.
   */
  editsInPlace?: boolean;
  children: (record: T, mode: EditorMode) => ReactNode;
}

/** An existing record's editor page: its title with Back, Edit and Delete, view mode first, then the form. */
export function EditorFrame<T>({
  title,
  id,
  record,
  remove,
  deleteMessage,
  onDeleted,
  editsInPlace = false,
  children,
}: EditorFrameProps<T>) {
  const [editing, setEditing] = useState(false);

  if (record === undefined) {
    return (
      <>
        <PageTitle actions={editsInPlace ? <BackButton /> : undefined}>{title}</PageTitle>
        <PageLoader />
      </>
    );
  }

  const edit = (
    <Button leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
      Edit
    </Button>
  );
  const erase = (
    <DeleteButton
      title={`Delete ${title}`}
      message={deleteMessage}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: ({ description }) => onDeleted(description, record),
          onError: (failure) => showError(errorMessage(failure)),
        })
      }
    />
  );
  let actions: ReactNode;
  if (editsInPlace) {
    actions = (
      <Group gap="sm">
        {!editing && edit}
        {erase}
        <BackButton />
      </Group>
    );
  } else if (!editing) {
    actions = (
      <Group gap="sm">
        <BackButton />
        {edit}
        {erase}
      </Group>
    );
  }

  return (
    <>
      <PageTitle actions={actions}>{title}</PageTitle>
      {children(record, { editing, stopEditing: () => setEditing(false) })}
    </>
  );
}
