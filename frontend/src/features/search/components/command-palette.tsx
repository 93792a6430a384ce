import '@mantine/spotlight/styles.css';
import { Badge, Group, Kbd, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useOs } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconArrowRight, IconBox, IconReceipt, IconSearch, IconUser } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderStatusLabel, statusColor } from '../../../components/order-status';
import { useSession } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import { MAX_SEARCH_LENGTH, useSearch } from '../api/search-api';
import { SEARCH } from '../messages';
import { matchingActions, paletteActions } from './palette-actions';

/** How long typing pauses before the server is asked. */
const DEBOUNCE_MS = 150;

function Row({
  icon,
  label,
  description,
  aside,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  description?: string;
  aside?: ReactNode;
  onClick: () => void;
}) {
  return (
    <Spotlight.Action onClick={onClick}>
      <Group wrap="nowrap" gap="sm" w="100%">
        {icon}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate>
            {label}
          </Text>
          {description ? (
            <Text size="xs" c="dimmed" truncate>
              {description}
            </Text>
          ) : null}
        </div>
        {aside}
      </Group>
    </Spotlight.Action>
  );
}

/**
 * The command palette (Ctrl/Cmd-K, or the header's Search button): orders by number, products
 * by name, SKU or barcode, clients by name or email (the server searches, as one types), and
 * the app's pages and actions by name. Enter opens the highlighted one.
 */
export function CommandPalette({ providerId }: { providerId: string }) {
  const { t } = useTranslation(SEARCH);
  const navigate = useNavigate();
  const session = useSession();
  const formats = useFormats(providerId);
  const os = useOs();
  const modifier = os === 'macos' ? '⌘' : 'Ctrl';
  const [query, setQuery] = useState('');
  const [text] = useDebouncedValue(query, DEBOUNCE_MS);
  const { data, isFetching } = useSearch(providerId, text);
  const actions = useMemo(() => paletteActions(session, providerId, t), [session, providerId, t]);
  const shownActions = matchingActions(actions, query).slice(0, query.trim() ? 5 : 8);
  const base = `/provider/${providerId}`;
  const go = (path: string) => navigate(`${base}/${path}`);
  // Results of an earlier text stay while the next come, not once the text is cleared.
  const results = query.trim() ? data : undefined;
  const found =
    (results?.orders.length ?? 0) +
    (results?.products.length ?? 0) +
    (results?.clients.length ?? 0);

  return (
    <>
      {/* Named by its text (Search, and the shortcut on wider screens), as it reads. */}
      <UnstyledButton
        onClick={() => spotlight.open()}
        aria-keyshortcuts="Control+K Meta+K"
        px="sm"
        py={6}
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          minHeight: 36,
        }}
      >
        <Group gap="xs" wrap="nowrap">
          <IconSearch size={16} aria-hidden />
          <Text span size="sm" c="dimmed" visibleFrom="md">
            {t('button.label')}{' '}
          </Text>
          <VisuallyHidden hiddenFrom="md">{t('button.label')}</VisuallyHidden>
          <Kbd size="xs" visibleFrom="md">{`${modifier} K`}</Kbd>
        </Group>
      </UnstyledButton>
      <Spotlight.Root query={query} onQueryChange={setQuery} shortcut={['mod + K']}>
        <Spotlight.Search
          placeholder={t('field.placeholder')}
          aria-label={t('field.label')}
          leftSection={<IconSearch size={18} aria-hidden />}
          maxLength={MAX_SEARCH_LENGTH}
        />
        <Spotlight.ActionsList aria-busy={isFetching || undefined}>
          {results && results.orders.length > 0 ? (
            <Spotlight.ActionsGroup label={t('groups.orders')}>
              {results.orders.map((order) => (
                <Row
                  key={order.id}
                  icon={<IconReceipt size={18} aria-hidden />}
                  label={
                    order.client_name ? `${order.number} · ${order.client_name}` : order.number
                  }
                  description={[
                    formats.date(order.created_at),
                    order.total === null ? null : formats.money(order.total, order.currency),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  aside={
                    order.transaction_type === 'ORDER' ? (
                      <Badge variant="light" size="sm" color={statusColor(order.status)}>
                        {orderStatusLabel(order.status)}
                      </Badge>
                    ) : null
                  }
                  onClick={() =>
                    go(
                      order.transaction_type === 'ORDER'
                        ? `order/${order.id}`
                        : `transaction/${order.id}`,
                    )
                  }
                />
              ))}
            </Spotlight.ActionsGroup>
          ) : null}
          {results && results.products.length > 0 ? (
            <Spotlight.ActionsGroup label={t('groups.products')}>
              {results.products.map((product) => (
                <Row
                  key={product.id}
                  icon={<IconBox size={18} aria-hidden />}
                  label={product.name}
                  description={[product.sku, product.barcode].filter(Boolean).join(' · ')}
                  aside={
                    product.active ? null : (
                      <Badge variant="light" color="gray" size="sm">
                        {t('inactive')}
                      </Badge>
                    )
                  }
                  onClick={() => go(`product/${product.id}`)}
                />
              ))}
            </Spotlight.ActionsGroup>
          ) : null}
          {results && results.clients.length > 0 ? (
            <Spotlight.ActionsGroup label={t('groups.clients')}>
              {results.clients.map((client) => (
                <Row
                  key={client.id}
                  icon={<IconUser size={18} aria-hidden />}
                  label={client.name}
                  description={client.email}
                  onClick={() => go(`client/${client.id}`)}
                />
              ))}
            </Spotlight.ActionsGroup>
          ) : null}
          {shownActions.length > 0 ? (
            <Spotlight.ActionsGroup
              label={query.trim() ? t('groups.pagesAndActions') : t('groups.goTo')}
            >
              {shownActions.map((action) => (
                <Row
                  key={action.id}
                  icon={<IconArrowRight size={18} aria-hidden />}
                  label={action.label}
                  description={action.description}
                  onClick={() => go(action.path)}
                />
              ))}
            </Spotlight.ActionsGroup>
          ) : null}
          {query.trim() && found === 0 && shownActions.length === 0 && !isFetching ? (
            <Spotlight.Empty>{t('nothingFound', { query: query.trim() })}</Spotlight.Empty>
          ) : null}
        </Spotlight.ActionsList>
      </Spotlight.Root>
    </>
  );
}
