import type { ChangeEvent } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';

type PersonField = 'firstname' | 'surname' | 'email';

interface PersonFieldsProps {
  /** The form's text fields of these names (a draft's `textField`). */
  fields: (key: PersonField) => { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  /** Said under the address: where it stands (an invitation's, one waiting for validation). */
  emailDescription?: string;
  emailReadOnly?: boolean;
  /** What is said at each field. */
  errors?: Partial<Record<PersonField, string | null>>;
}

/** A person's names side by side (stacked on a phone), then their e-mail address, for the browser to fill in. */
export function PersonFields({ fields, emailDescription, emailReadOnly, errors = {} }: PersonFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Firstname" autoComplete="given-name" {...fields('firstname')} error={errors.firstname} />
        <TextInput label="Surname" autoComplete="family-name" {...fields('surname')} error={errors.surname} />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={emailReadOnly}
        description={emailDescription}
        {...fields('email')}
        error={errors.email}
      />
    </>
  );
}
