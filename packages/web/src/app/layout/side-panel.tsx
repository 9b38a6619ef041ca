import { Suspense } from 'react';
import { Divider, Loader, ScrollArea } from '@mantine/core';
import { IconBolt, IconBuildingBank, IconPigMoney } from '@tabler/icons-react';
import { lazyPage } from '../../lib/lazy-page';
import { BudgetBars } from './budget-bars';
import { FavouriteAccounts } from './favourite-accounts';
import { InvestmentsTotal } from './investments-total';
import { PanelSection } from './panel-section';

// Quick Entry's date picker loads with the signed-in shell's first use of it, not with the sign-in page.
const QuickEntry = lazyPage(() => import('./quick-entry-form'), 'QuickEntry');

const SECTION_ICON = { size: 17, stroke: 1.7, color: 'var(--mantine-color-hearth-7)' };

/**
 * The panel beside every signed-in page: favourite accounts, quick entry and budgets. The Investments total
 * joins the Accounts section once investments carry a balance above zero.
 */
export function SidePanel() {
  return (
    <ScrollArea h="100%" type="scroll" px="sm" py="sm">
      <PanelSection title="Accounts" icon={<IconBuildingBank {...SECTION_ICON} />} initiallyExpanded>
        <FavouriteAccounts />
        <InvestmentsTotal />
      </PanelSection>
      <Divider />
      <PanelSection title="Quick Entry" icon={<IconBolt {...SECTION_ICON} />} initiallyExpanded={false}>
        <Suspense fallback={<Loader size="xs" aria-label="Loading quick entry" />}>
          <QuickEntry />
        </Suspense>
      </PanelSection>
      <Divider />
      <PanelSection title="Budgets" icon={<IconPigMoney {...SECTION_ICON} />} initiallyExpanded>
        <BudgetBars />
      </PanelSection>
    </ScrollArea>
  );
}
