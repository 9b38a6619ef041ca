import { Link, useNavigate } from 'react-router';
import { Anchor, Table, Text } from '@mantine/core';
import { type Investment } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { formatPrice, formatVolume, isOldPrice, priceAge, totalValue } from './format';
import { Trend } from './trend';

const numeric = { ta: 'right', style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } } as const;

/** The price, with its age beside it when it is old or its provider has not answered since. */
function PriceCell({ investment, now }: { investment: Investment; now: Date }) {
  const price = investment.investmentType.price;
  if (price === null) {
    return (
      <Text span size="sm" c="dimmed">
        No price yet
      </Text>
    );
  }
  const stale =
    investment.priceAsOf !== null && (investment.priceNote !== null || isOldPrice(investment.priceAsOf, now));
  return (
    <>
      {formatPrice(price)}
      {stale && investment.priceAsOf && (
        <Text span display="block" size="xs" c="dimmed" title={investment.priceNote ?? undefined}>
          {priceAge(investment.priceAsOf, now)}
        </Text>
      )}
    </>
  );
}

/** With purchases recorded: the unrealised gain (or loss) on what the volume held cost. */
function GainLine({ gain, cost }: { gain: number; cost: number }) {
  return (
    <Text span display="block" size="xs" c={gain < 0 ? 'red.7' : 'teal'}>
      {gain < 0 ? '\u2212' : '+'}
      {formatAmount(Math.abs(gain))}
      <Text span inherit c="dimmed">
        {' '}
        on {formatAmount(cost)}
      </Text>
    </Text>
  );
}

/** The holdings: name and code, volume, price, the 1 hour, 24 hour and 7 day changes, value, and the grand total. */
export function InvestmentsTable({ investments, now }: { investments: Investment[]; now: Date }) {
  const navigate = useNavigate();
  // A holding without a price is worth nothing the table can say: it is left out of the total, and said so.
  const unpriced = investments.filter((investment) => investment.investmentType.price === null).length;
  return (
    <StackedTable minWidth={860} verticalSpacing="sm" highlightOnHover aria-label="Investments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Investment</Table.Th>
          <Table.Th ta="right">Volume Owned</Table.Th>
          <Table.Th ta="right">Current Price</Table.Th>
          <Table.Th ta="right">Past 1 hr</Table.Th>
          <Table.Th ta="right">Past 24 hr</Table.Th>
          <Table.Th ta="right">Past 7d</Table.Th>
          <Table.Th ta="right">Total Value</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {investments.map((investment) => {
          const { id, investmentType: asset } = investment;
          return (
            // The name is the keyboard's way in; the whole row answers a pointer.
            <Table.Tr key={id} onClick={() => navigate(`/investment/${id}`)} style={{ cursor: 'pointer' }}>
              <StackedCell kind="title">
                <Anchor
                  component={Link}
                  to={`/investment/${id}`}
                  size="sm"
                  fw={500}
                  onClick={(event) => event.stopPropagation()}
                >
                  {asset.name}
                </Anchor>
                <Text span display="block" size="xs" c="dimmed">
                  {investment.symbol} · {investment.typeName}
                </Text>
              </StackedCell>
              <StackedCell kind="detail" label="Volume Owned" {...numeric}>
                {formatVolume(investment.volumeText)}
              </StackedCell>
              <StackedCell kind="detail" label="Current Price" {...numeric}>
                <PriceCell investment={investment} now={now} />
              </StackedCell>
              <StackedCell kind="detail" label="Past 1 hr" {...numeric}>
                <Trend percent={asset.percentageChange1hour} />
              </StackedCell>
              <StackedCell kind="detail" label="Past 24 hr" {...numeric}>
                <Trend percent={asset.percentageChange24hours} />
              </StackedCell>
              <StackedCell kind="detail" label="Past 7d" {...numeric}>
                <Trend percent={asset.percentageChange7days} />
              </StackedCell>
              <StackedCell kind="amount" {...numeric}>
                {asset.price === null ? (
                  <Text span c="dimmed">
                    No price
                  </Text>
                ) : (
                  <Money amount={investment.currentValue} fw={500} />
                )}
                {investment.gain !== null && investment.cost !== null && (
                  <GainLine gain={investment.gain} cost={investment.cost} />
                )}
              </StackedCell>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <StackedCell kind="title" fw={600}>
            Total
          </StackedCell>
          <StackedCell kind="phone-hidden" colSpan={5} />
          <StackedCell kind="amount" {...numeric}>
            <Money amount={totalValue(investments)} fw={700} />
            {unpriced > 0 && (
              <Text span display="block" size="xs" c="dimmed">
                {unpriced === 1 ? '1 holding has' : `${unpriced} holdings have`} no price and{' '}
                {unpriced === 1 ? 'is' : 'are'} not counted
              </Text>
            )}
          </StackedCell>
        </Table.Tr>
      </Table.Tfoot>
    </StackedTable>
  );
}
