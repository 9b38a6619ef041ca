import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { PageTitle } from '../components/page-title';

export function NotFoundPage() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Text>
        There is no page at this address.{' '}
        <Anchor component={Link} to="/">
          Back to the dashboard
        </Anchor>
      </Text>
    </>
  );
}
