import { AssistantPanel } from '../../features/assistant/components/assistant-panel';
import { logout } from '../../features/auth/api/auth-api';
import { BillingMenuItem } from '../../features/billing/components/billing-menu-item';
import { ProviderLayout } from '../../features/provider/components/provider-layout';

/** The provider's chrome with the Billing entry, the assistant and logout of their own features. */
export function ProviderLayoutRoute() {
  return (
    <ProviderLayout
      billing={(providerId, isOwner) => (
        <BillingMenuItem providerId={providerId} isOwner={isOwner} />
      )}
      // Keyed by the provider: another provider starts a fresh conversation.
      assistant={(providerId) => <AssistantPanel key={providerId} providerId={providerId} />}
      endSession={logout}
    />
  );
}
