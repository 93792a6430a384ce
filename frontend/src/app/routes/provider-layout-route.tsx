import { AssistantPanel } from '../../features/assistant/components/assistant-panel';
import { logout } from '../../features/auth/api/auth-api';
import { BillingMenuItem } from '../../features/billing/components/billing-menu-item';
import { LowStockBadge } from '../../features/low-stock/components/low-stock-badge';
import { ProviderLayout } from '../../features/provider/components/provider-layout';
import { CommandPalette } from '../../features/search/components/command-palette';

/**
 * The provider's chrome with the Billing entry, the assistant, the command palette, logout and
 * the Low stock badge of their own features.
 */
export function ProviderLayoutRoute() {
  return (
    <ProviderLayout
      billing={(providerId, isOwner) => (
        <BillingMenuItem providerId={providerId} isOwner={isOwner} />
      )}
      // Keyed by the provider: another provider starts a fresh conversation.
      assistant={(providerId) => <AssistantPanel key={providerId} providerId={providerId} />}
      endSession={logout}
      lowStockBadge={(providerId) => <LowStockBadge providerId={providerId} />}
      // Keyed by the provider: another provider's palette starts empty.
      search={(providerId) => <CommandPalette key={providerId} providerId={providerId} />}
    />
  );
}
