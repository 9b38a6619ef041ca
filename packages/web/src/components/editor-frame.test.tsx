import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { EditorFrame } from './editor-frame';

const remove = { mutate: () => undefined, isPending: false };

function Frame({ record, editsInPlace }: { record: string | undefined; editsInPlace: boolean }) {
  return (
    <EditorFrame
      title="Budget"
      id={7}
      record={record}
      remove={remove}
      deleteMessage="Confirm"
      onDeleted={() => undefined}
      editsInPlace={editsInPlace}
    >
      {(name, { editing, stopEditing }) =>
        editing ? (
          <button type="button" onClick={stopEditing}>
            Cancel {name}
          </button>
        ) : (
          <p>Viewing {name}</p>
        )
      }
    </EditorFrame>
  );
}

/** The title bar's buttons, in order. */
const titleActions = () => {
  const heading = screen.getByRole('heading', { level: 1 });
  return within(heading.parentElement as HTMLElement)
    .queryAllByRole('button')
    .map((button) => button.textContent);
};

describe('EditorFrame', () => {
  it.each([
    { case: 'loading', editsInPlace: false, record: undefined, edit: false, actions: [] },
    { case: 'loading, edited in place', editsInPlace: true, record: undefined, edit: false, actions: ['Back'] },
    { case: 'view mode', editsInPlace: false, record: 'Groceries', edit: false, actions: ['Back', 'Edit', 'Delete'] },
    { case: 'edit mode', editsInPlace: false, record: 'Groceries', edit: true, actions: [] },
    {
      case: 'view mode, edited in place',
      editsInPlace: true,
      record: 'Groceries',
      edit: false,
      actions: ['Edit', 'Delete', 'Back'],
    },
    {
      case: 'edit mode, edited in place',
      editsInPlace: true,
      record: 'Groceries',
      edit: true,
      actions: ['Delete', 'Back'],
    },
  ])('$case: $actions', ({ editsInPlace, record, edit, actions }) => {
    renderWithApp(<Frame record={record} editsInPlace={editsInPlace} />);
    if (edit) fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(titleActions()).toEqual(actions);
  });

  it('opens the form with Edit and goes back to view mode when the form is left', () => {
    renderWithApp(<Frame record="Groceries" editsInPlace={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Groceries' }));
    expect(screen.getByText('Viewing Groceries')).toBeTruthy();
  });
});
