import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconMailCheck, IconMailX } from '@tabler/icons-react';
import { emailValidationQuery } from './sign-in-api';

/** Validates the address from the link in the validation mail and shows what the server said. */
export function EmailValidationAlert({ validationId }: { validationId: string }) {
  const { data: outcome, isPending } = useQuery(emailValidationQuery(validationId));
  if (isPending) return <Loader size="sm" mb="lg" aria-label="Validating your e-mail address" />;
  if (!outcome) return null;
  const text = outcome.description || outcome.message;
  return (
    <Alert
      color={outcome.ok ? 'teal' : 'red'}
      variant="light"
      icon={outcome.ok ? <IconMailCheck size={18} /> : <IconMailX size={18} />}
      title="E-mail validation"
      mb="lg"
    >
      {text}
    </Alert>
  );
}
