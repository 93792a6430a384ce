import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing';
import { ClientsModule } from '../clients';
import { BUYER_PORTAL, OrderingModule } from '../ordering';
import { ApprovalsController } from './commands/decide-approval/approvals.http.controller';
import { DecideApprovalHandler } from './commands/decide-approval/decide-approval.handler';
import {
  InviteBuyerHandler,
  RemoveBuyerHandler,
  UpdateBuyerHandler,
} from './commands/manage-buyers/manage-buyers.handler';
import { PortalTeamController } from './commands/manage-buyers/portal-team.http.controller';
import { ProviderBuyersController } from './commands/manage-buyers/provider-buyers.http.controller';
import { PortalSignInController } from './commands/sign-in/portal-sign-in.http.controller';
import {
  EndBuyerSessionHandler,
  RequestSignInHandler,
  StartBuyerSessionHandler,
} from './commands/sign-in/sign-in.handler';
import { BuyerMails } from './infrastructure/buyer-mails';
import { Buyers } from './infrastructure/buyers.store';
import {
  ApprovalRequestsHandler,
  ClientOrdersPlacedByHandler,
  ListBuyersHandler,
  OrderPlacedByHandler,
} from './queries/buyers/buyers.handler';
import {
  ClientOrdersPlacedByController,
  OrderPlacedByController,
} from './queries/buyers/placed-by.http.controller';

const controllers = [
  ProviderBuyersController,
  OrderPlacedByController,
  PortalSignInController,
  PortalTeamController,
  ApprovalsController,
  ClientOrdersPlacedByController,
];
const commandHandlers = [
  InviteBuyerHandler,
  UpdateBuyerHandler,
  RemoveBuyerHandler,
  RequestSignInHandler,
  StartBuyerSessionHandler,
  EndBuyerSessionHandler,
  DecideApprovalHandler,
];
const queryHandlers = [
  ListBuyersHandler,
  ApprovalRequestsHandler,
  OrderPlacedByHandler,
  ClientOrdersPlacedByHandler,
];
const infrastructure = [Buyers, BuyerMails];

/**
 * Global for one export: ordering's client-link guard and place-order handler, in every module
 * that mounts a portal route, ask BUYER_PORTAL for the signed-in buyer (ordering declares the
 * port and does not import this module, which places approved orders through ordering).
 */
@Global()
@Module({
  // The client link's guard, on the portal's routes, asks billing and clients.
  imports: [CqrsModule, ClientsModule, BillingModule, OrderingModule],
  controllers,
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...infrastructure,
    { provide: BUYER_PORTAL, useExisting: Buyers },
  ],
  exports: [BUYER_PORTAL],
})
export class BuyersModule {}
