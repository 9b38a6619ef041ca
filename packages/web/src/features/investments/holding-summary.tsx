import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type InvestmentDetail } from '@hearth/contract';
import { formatAmount } from '../../lib/money-display';
import { Money } from '../../components/money';
import { ReadOnlyField } from '../../components/read-only-field';
import { formatPrice, formatVolume, priceAge } from './format';
import { Trend } from './trend';

/** What a holding is worth now, how its price moved, and with purchases what it cost and gained. */
export function HoldingSummary({ investment }: { investment: InvestmentDetail }) {
  const asset = investment.investmentType;
  const now = new Date();
  const source = investment.priceSource === 'provider' ? (investment.provider ?? 'the provider') : 'entered by hand';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="holding-summary-title">
      <Title order={2} fz="lg" mb="md" id="holding-summary-title">
        Value
      </Title>
      <Stack gap="md">
        <Text fz={28} fw={650} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {asset.price === null ? 'No price' : <Money amount={investment.currentValue} ff="inherit" />}
        </Text>
        <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
          <ReadOnlyField label="Volume Owned">
            {formatVolume(investment.volumeText)} {investment.symbol}
          </ReadOnlyField>
          <ReadOnlyField label="Current Price">
            {asset.price === null ? 'No price yet' : formatPrice(asset.price)}
            {investment.priceAsOf && (
              <Text span display="block" size="xs" c="dimmed">
                {source}, {priceAge(investment.priceAsOf, now)}
              </Text>
            )}
          </ReadOnlyField>
          <ReadOnlyField label="Past 1 hr">
            <Trend percent={asset.percentageChange1hour} />
          </ReadOnlyField>
          <ReadOnlyField label="Past 24 hr">
            <Trend percent={asset.percentageChange24hours} />
            {investment.change24Hr !== null && (
              <Text span display="block" size="xs" c="dimmed">
                {investment.change24Hr >= 0 ? '+' : '\u2212'}
                {formatAmount(Math.abs(investment.change24Hr))} in value
              </Text>
            )}
          </ReadOnlyField>
          <ReadOnlyField label="Past 7d">
            <Trend percent={asset.percentageChange7days} />
          </ReadOnlyField>
          {investment.cost !== null && (
            <ReadOnlyField label="Cost">
              <Money amount={investment.cost} />
            </ReadOnlyField>
          )}
          {investment.gain !== null && (
            <ReadOnlyField label={investment.gain >= 0 ? 'Unrealised gain' : 'Unrealised loss'}>
              <Money amount={investment.gain} signed />
            </ReadOnlyField>
          )}
        </SimpleGrid>
        {investment.priceNote && (
          <Alert color="yellow" variant="light" title="About this price">
            {investment.priceNote}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
