import { ActionIcon, Button, Group, Loader, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatDate, PRICE_PLACES, VOLUME_PLACES, type InvestmentDetail } from '@hearth/contract';
import { serverDescription } from '../../api/client';
import { showError, showSuccess } from '../../lib/toasts';
import { useUserToday } from '../../lib/today';
import { useDraft } from '../../lib/use-draft';
import { numberMarks } from '../../lib/money-display';
import { confirmDanger } from '../../components/confirm-danger';
import { DateField } from '../../components/date-field';
import { DecimalInput } from '../../components/decimal-input';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { StackedCell, StackedTable } from '../../components/stacked-table';
import { SubmitForm } from '../../components/submit-form';
import { TableHead, type TableColumn } from '../../components/table-head';
import { useDeletePurchase, useSavePurchase } from './api';
import { formatPrice, formatVolume } from './format';
import { newPurchase, purchaseRequestOf, type PurchaseValues } from './purchase-draft';

const KIND_CHOICES: { value: PurchaseValues['kind']; label: string }[] = [
  { value: 'buy', label: 'Buy' },
  { value: 'sale', label: 'Sale' },
];

const COLUMNS: TableColumn[] = [
  { label: 'Date' },
  { label: 'Kind' },
  { label: 'Volume', align: 'right' },
  { label: 'Price per unit', align: 'right' },
  { label: 'Amount', align: 'right' },
  { label: 'Remove', hidden: true },
];

/** Records a buy or a sale: date (the user's today at first, taken once), volume and the price per unit. */
function PurchaseForm({ investment, today }: { investment: InvestmentDetail; today: string }) {
  const { values, change, field } = useDraft(() => newPurchase(today));
  const save = useSavePurchase(investment.id);

  const submit = () => {
    if (save.isPending) return;
    save.mutate(purchaseRequestOf(values), {
      onSuccess: ({ description }) => {
        showSuccess(description);
        change({ volume: '', price: '' });
      },
      onError: (error) => showError(serverDescription(error)),
    });
  };

  return (
    <SubmitForm label="Record a purchase" onSubmit={submit}>
      <Stack gap="sm">
        {investment.purchaseCount === 0 && Number(investment.volumeText) > 0 && (
          <Text size="sm" c="dimmed">
            With purchases recorded, the volume becomes their total: record what you hold already as a buy.
          </Text>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SegmentedControl aria-label="Buy or sale" data={KIND_CHOICES} {...field('kind')} />
          <DateField label="Date" {...field('date')} w={150} />
          <DecimalInput label="Volume" places={VOLUME_PLACES} {...field('volume')} w={150} />
          <DecimalInput
            label="Price per unit"
            places={PRICE_PLACES}
            leftSection={numberMarks().currencySymbol}
            {...field('price')}
            w={150}
          />
          <Button type="submit" variant="light" loading={save.isPending}>
            Record
          </Button>
        </Group>
      </Stack>
    </SubmitForm>
  );
}

/** The holding's buys and sales, oldest first, each removable; the volume and cost follow them. */
export function PurchasesSection({ investment }: { investment: InvestmentDetail }) {
  const today = useUserToday();
  const remove = useDeletePurchase(investment.id);
  const confirmRemove = (id: number, date: string) =>
    confirmDanger({
      title: 'Remove Purchase',
      message: `Confirm you want to remove the purchase of ${date}`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: ({ description }) => showSuccess(description),
          onError: (error) => showError(serverDescription(error)),
        }),
    });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="purchases-title">
      <Title order={2} fz="lg" mb="xs" id="purchases-title">
        Purchases
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Optional: record buys and sales to follow what the holding cost and what it gained.
      </Text>
      <Stack gap="md">
        {investment.purchases.length > 0 && (
          <StackedTable verticalSpacing="xs" aria-label="Purchases">
            <TableHead columns={COLUMNS} />
            <Table.Tbody>
              {investment.purchases.map((purchase) => (
                <Table.Tr key={purchase.id}>
                  <StackedCell kind="title">
                    <DateText value={purchase.date} size="sm" />
                  </StackedCell>
                  <StackedCell kind="detail" label="Kind">
                    {purchase.isSale ? 'Sale' : 'Buy'}
                  </StackedCell>
                  <StackedCell kind="detail" label="Volume" ta="right">
                    {purchase.isSale ? '\u2212' : ''}
                    {formatVolume(purchase.volumeText)}
                  </StackedCell>
                  <StackedCell kind="detail" label="Price per unit" ta="right">
                    {formatPrice(purchase.price)}
                  </StackedCell>
                  <StackedCell kind="amount" ta="right">
                    <Money amount={purchase.amount} />
                  </StackedCell>
                  <StackedCell kind="action">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove the purchase of ${formatDate(purchase.date)}`}
                      onClick={() => confirmRemove(purchase.id, formatDate(purchase.date))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </StackedCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
        {today === undefined ? (
          <Loader size="sm" role="status" aria-label="Loading" />
        ) : (
          <PurchaseForm investment={investment} today={today} />
        )}
      </Stack>
    </Paper>
  );
}
