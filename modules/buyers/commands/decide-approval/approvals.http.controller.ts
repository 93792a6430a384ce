import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  UseGuards,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ClientLinkGuard, PortalBuyer, SignedInBuyer } from '../../../ordering';
import { ApprovalRequest, Buyer } from '../../domain/buyer-rules';
import { ApprovalRequests } from '../../queries/buyers/buyers.query';
import {
  ApprovalRequestListResponse,
  approvalResponse,
  OneApprovalRequestResponse,
} from '../../responses/buyer.response.dto';
import { signedIn } from '../signed-in';
import { DecideApproval } from './decide-approval.command';
import { DeclineApprovalRequest } from './decide-approval.request.dto';

/**
 * The company's orders above a buyer's limit: every signed-in buyer of the company sees them
 * (waiting, approved, declined), its approvers approve or decline them. Staff never see them.
 */
@Controller('client/:client_id/approvals')
@UseGuards(ClientLinkGuard)
export class ApprovalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  async list(@SignedInBuyer() buyer: PortalBuyer | null): Promise<ApprovalRequestListResponse> {
    const { requests, team } = await this.queries.execute(new ApprovalRequests(signedIn(buyer)));
    return { requests: requests.map((request) => approvalResponse(request, team)) };
  }

  @Post(':request_id/approve')
  @HttpCode(200)
  async approve(
    @Param('client_id') key: string,
    @SignedInBuyer() buyer: PortalBuyer | null,
    @Param('request_id', ParseUUIDPipe) requestId: string,
  ): Promise<OneApprovalRequestResponse> {
    const me = signedIn(buyer);
    const request = await this.commands.execute(
      new DecideApproval(me, requestId, { approve: true, linkKey: key.toLowerCase() }),
    );
    return this.answer(me, request);
  }

  @Post(':request_id/decline')
  @HttpCode(200)
  async decline(
    @SignedInBuyer() buyer: PortalBuyer | null,
    @Param('request_id', ParseUUIDPipe) requestId: string,
    @Body() body: DeclineApprovalRequest,
  ): Promise<OneApprovalRequestResponse> {
    const me = signedIn(buyer);
    const request = await this.commands.execute(
      new DecideApproval(me, requestId, { approve: false, reason: body.reason }),
    );
    return this.answer(me, request);
  }

  private async answer(me: Buyer, request: ApprovalRequest): Promise<OneApprovalRequestResponse> {
    const { team } = await this.queries.execute(new ApprovalRequests(me));
    return { request: approvalResponse(request, team) };
  }
}
