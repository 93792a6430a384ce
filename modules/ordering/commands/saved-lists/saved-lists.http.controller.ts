import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { badRequest } from '../../../platform';
import {
  ClientLinkGuard,
  PortalClientOfBody,
  PortalClients,
} from '../../infrastructure/client-link.guard';
import { SavedListResponse } from '../../responses/saved-list.response.dto';
import { CreateSavedListRequest, UpdateSavedListRequest } from './saved-list.request.dto';
import { CreateSavedList, DeleteSavedList, UpdateSavedList } from './saved-lists.commands';

/**
 * Saved lists in the client portal (issue 37): "Monday order", kept per client record so that
 * every buyer holding the link sees the same lists. A list is found among every record the key
 * reaches; another client's list is not found.
 */
@Controller('client/:client_id/lists')
@UseGuards(ClientLinkGuard)
export class SavedListsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  create(
    @PortalClientOfBody() clientId: string,
    @Body() body: CreateSavedListRequest,
  ): Promise<SavedListResponse> {
    return this.commands.execute(
      new CreateSavedList(clientId, body.provider_id.toLowerCase(), body.name, body.lines),
    );
  }

  @Put(':list_id')
  update(
    @PortalClients() clientIds: string[],
    @Param('list_id', ParseUUIDPipe) listId: string,
    @Body() body: UpdateSavedListRequest,
  ): Promise<SavedListResponse> {
    if (body.name === undefined && body.lines === undefined)
      throw badRequest('name or lines is required: what to change in the list');
    return this.commands.execute(
      new UpdateSavedList(clientIds, listId, { name: body.name, lines: body.lines }),
    );
  }

  @Delete(':list_id')
  @HttpCode(204)
  remove(
    @PortalClients() clientIds: string[],
    @Param('list_id', ParseUUIDPipe) listId: string,
  ): Promise<void> {
    return this.commands.execute(new DeleteSavedList(clientIds, listId));
  }
}
