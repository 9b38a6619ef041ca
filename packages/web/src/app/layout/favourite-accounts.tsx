import { Link } from 'react-router';
import { Box, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { accountsQuery } from '../../api/ledger';
import { AccountBalance } from '../../components/account-balance';
import classes from '../../components/row-link.module.css';
import { PanelEmptyHint } from './panel-empty-hint';
import { FAVOURITE_ACCOUNTS_FILTER } from './side-panel-calls';

/** The side panel's favourite bank accounts with their balances, each opening its transactions. */
export function FavouriteAccounts() {
  // The server lists only active accounts unless asked otherwise; the check below keeps that true of the panel too.
  const accounts = useQuery(accountsQuery(FAVOURITE_ACCOUNTS_FILTER));
  if (accounts.isPending) return <Loader size="xs" role="status" aria-label="Loading accounts" />;
  const favourites = (accounts.data ?? []).filter((account) => account.isFavourite && account.isActive);
  if (favourites.length === 0) {
    return <PanelEmptyHint text="No favourite accounts yet" linkLabel="Add an account" to="/account/" />;
  }
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Favourite accounts">
      {favourites.map((account) => (
        <li key={account.id}>
          <UnstyledButton
            component={Link}
            to={`/transactions/${account.id}`}
            className={classes.row}
            display="block"
            w="100%"
            px={4}
            py={5}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              {/* A long name wraps onto a second line: cut short, two accounts could read the same. */}
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {account.name}
              </Text>
              <Box style={{ flexShrink: 0 }}>
                <AccountBalance account={account} proportional />
              </Box>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
