import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useClientProviders } from '../../../api/client-providers';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { failureText } from '../../../lib/api-client';
import { formatsFor } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type ApprovalRequest, useApprovals, useCheckedBuyer, useDecide } from '../api/buyers-api';
import { BUYERS } from '../messages';

const STATUS_COLOR = { WAITING: 'yellow', APPROVED: 'green', DECLINED: 'red' } as const;

/**
 * /client/:clientId/approvals: the company's orders above a buyer's limit. Each waits for one of
 * the approvers named on it (not sent to the supplier until then); an approver approves it (it
 * is placed, as its buyer's order) or declines it with a reason its buyer reads here.
 */
export function PortalApprovalsPage() {
  const { t } = useTranslation(BUYERS);
  const clientKey = useParams().clientId!;
  const session = useCheckedBuyer(clientKey);
  const { data: requests, isPending } = useApprovals(clientKey, Boolean(session));
  const [declining, setDeclining] = useState<ApprovalRequest | null>(null);
  const waiting = requests?.filter((request) => request.status === 'WAITING').length;

  return (
    <Container component="section" size="lg">
      <PageHeader title={t('approvals.title')} count={session ? waiting : undefined} />
      {!session ? (
        <Alert color="blue">{t('approvals.signInFirst')}</Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('approvals.intro')}
          </Text>
          {isPending ? (
            <Skeleton height={120} />
          ) : !requests || requests.length === 0 ? (
            <EmptyState icon={IconClockPause}>{t('approvals.empty')}</EmptyState>
          ) : (
            <Stack
              gap="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('approvals.label')}
            >
              {requests.map((request) => (
                <li key={request.id}>
                  <ApprovalCard
                    clientKey={clientKey}
                    request={request}
                    // The server names who may decide it (its company's approvers but its buyer).
                    mayDecide={request.approvers.some(
                      (approver) => approver.email === session.buyer.email,
                    )}
                    onDecline={() => setDeclining(request)}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
      {declining ? (
        <DeclineModal
          clientKey={clientKey}
          request={declining}
          onClose={() => setDeclining(null)}
        />
      ) : null}
    </Container>
  );
}

function ApprovalCard({
  clientKey,
  request,
  mayDecide,
  onDecline,
}: {
  clientKey: string;
  request: ApprovalRequest;
  mayDecide: boolean;
  onDecline: () => void;
}) {
  const { t } = useTranslation(BUYERS);
  const decide = useDecide(clientKey);
  const link = useClientProviders(clientKey).data?.find(
    (each) => each.provider.id === request.provider_id,
  );
  const fmt = formatsFor(link?.shop.locale, request.currency);
  const status = t(`approvals.status.${request.status}`);

  async function approve() {
    try {
      await decide.mutateAsync({ id: request.id, approve: true });
      notifySuccess(t('approvals.approved'));
    } catch (error) {
      notifyError(failureText(error));
    }
  }

  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={t('approvals.placedBy', { name: request.placed_by.name })}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {t('approvals.placedBy', { name: request.placed_by.name })}
            </Text>
            <Badge color={STATUS_COLOR[request.status]} variant="light">
              {status}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('approvals.placedOn', { date: fmt.dateTime(request.created_at) })}
            {link ? ` · ${link.provider.name}` : ''}
            {` · ${t('approvals.lines', { count: request.lines.length })}`}
          </Text>
          {request.status === 'WAITING' && request.approvers.length > 0 ? (
            <Text size="sm">
              {t('approvals.waitsFor', {
                names: request.approvers.map((approver) => approver.name).join(', '),
              })}
            </Text>
          ) : null}
          {request.decided_by && request.status !== 'WAITING' ? (
            <Text size="sm">
              {t('approvals.decidedBy', { status, name: request.decided_by.name })}
            </Text>
          ) : null}
          {request.decline_reason ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('approvals.reason', { reason: request.decline_reason })}
            </Text>
          ) : null}
          {request.notes ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {request.notes}
            </Text>
          ) : null}
          {request.order_id ? (
            <Anchor
              component={Link}
              underline="always"
              to={`/client/${clientKey}/order/${request.order_id}`}
              size="sm"
            >
              {t('approvals.viewOrder')}
            </Anchor>
          ) : null}
        </Stack>
        {/* Beside the facts on a wide screen; on a phone, under them across the card. */}
        <Flex
          direction="column"
          gap="xs"
          align={{ base: 'stretch', sm: 'flex-end' }}
          w={{ base: '100%', sm: 'auto' }}
        >
          <Box ta={{ base: 'left', sm: 'right' }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('approvals.total')}
            </Text>
            <Text size="lg" fw={700}>
              {fmt.money(request.total, request.currency)}
            </Text>
          </Box>
          {mayDecide && request.status === 'WAITING' ? (
            <Group gap="xs" wrap="nowrap" grow>
              <Button variant="default" onClick={onDecline} disabled={decide.isPending}>
                {t('approvals.decline')}
              </Button>
              <Button onClick={approve} loading={decide.isPending}>
                {t('approvals.approve')}
              </Button>
            </Group>
          ) : null}
        </Flex>
      </Group>
    </Card>
  );
}

function DeclineModal({
  clientKey,
  request,
  onClose,
}: {
  clientKey: string;
  request: ApprovalRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation(BUYERS);
  const decide = useDecide(clientKey);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('approvals.declineRequired'));
      return;
    }
    try {
      await decide.mutateAsync({ id: request.id, approve: false, reason: reason.trim() });
      notifySuccess(t('approvals.declined'));
      onClose();
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('approvals.declineTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('approvals.declineReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error}
            required
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" color="red" loading={decide.isPending}>
              {t('approvals.decline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
