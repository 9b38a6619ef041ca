import { useParams } from 'react-router';
import { Text } from '@mantine/core';

/** The route list keeps this address as a placeholder that shows only the id it carries. */
export function EmailValidationIdPage() {
  const { id } = useParams();
  return <Text>{id}</Text>;
}
