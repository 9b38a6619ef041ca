import { Link } from 'react-router';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { investmentsQuery } from '../../features/investments/api';
import { totalValue } from '../../features/investments/format';
import { Money } from '../../components/money';
import classes from '../../components/row-link.module.css';

/** The side panel's Investments line: the holdings' total value, shown only while it is above zero. */
export function InvestmentsTotal() {
  const investments = useQuery(investmentsQuery());
  const total = totalValue(investments.data ?? []);
  if (total <= 0) return null;
  return (
    <UnstyledButton
      component={Link}
      to="/investments"
      className={classes.row}
      display="block"
      w="100%"
      px={4}
      py={5}
      mt={4}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500}>
          Investments
        </Text>
        <Money
          amount={total}
          size="sm"
          ff="inherit"
          fw={500}
          style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
        />
      </Group>
    </UnstyledButton>
  );
}
