// Generated from the OpenAPI document by scripts/frontend-types.mjs: do not edit.
// `npm run build` (or `npm run build:types` after `npm run build:api`) regenerates it;
// commit it with the DTO change.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Health_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SignUp_signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LogIn_logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RefreshSession_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LogOut_logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["SetLanguage_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send_reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SendPasswordReset_sendReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ResetPassword_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RecoverSession_recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AcceptInvite_acceptInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListUsers_list"];
        put?: never;
        post: operations["InviteUser_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/users/{user_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ResendInvite_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["UpdateUser_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderCard_card"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListApiKeys_list"];
        put?: never;
        post: operations["CreateApiKey_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/api-keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["RevokeApiKey_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/metadata/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListCustomFields_list"];
        put?: never;
        post: operations["CreateCustomField_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/metadata/fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["UpdateCustomField_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CreateProduct_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/product/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductById_get"];
        put: operations["UpdateProduct_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListProducts_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ImportProducts_importCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/products/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ExportProducts_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UploadFile_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{bucket}/{owner}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ServeFile_serve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["RemoveFile_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListLocations_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/location/{location_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LocationById_get"];
        put: operations["UpdateLocation_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CreateLocation_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Settings_get"];
        put: operations["UpdateSettings_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/settings/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Logo_get"];
        put: operations["SetLogo_put"];
        post?: never;
        delete: operations["SetLogo_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/provider_clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListProviderClients_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/provider_client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderClientByClient_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/provider_client/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["SetProviderClientActive_setActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CreateClient_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client/{client_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientById_get"];
        put: operations["UpdateClient_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/clients/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ExportClients_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/clients/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ImportClients_importCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client_product_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListCustomPrices_list"];
        put?: never;
        post: operations["CreateCustomPrice_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client_product_price/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["UpdateCustomPrice_update"];
        post?: never;
        delete: operations["DeleteCustomPrice_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client_product_availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListAvailability_list"];
        put?: never;
        post: operations["AddAvailability_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client_product_availability/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["RemoveAvailability_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client_product_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListOrderRules_list"];
        put?: never;
        post: operations["CreateOrderRules_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client_product_rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["UpdateOrderRules_update"];
        post?: never;
        delete: operations["DeleteOrderRules_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client_price_breaks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListPriceBreaks_list"];
        put?: never;
        post: operations["ClientPriceBreaks_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client_price_breaks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["ClientPriceBreaks_update"];
        post?: never;
        delete: operations["ClientPriceBreaks_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client/{client_id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientLinkKey_get"];
        put?: never;
        post: operations["ReplaceClientLinkKey_replace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client/{client_id}/link_request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientLinkRequest_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client/{client_id}/link_request/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["WithdrawLinkRequest_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client/{client_id}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientCredit_get"];
        put: operations["SetClientCredit_set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/stock-value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StockValue_asOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/stock-value/cogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StockValue_costOfGoods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/stock-value/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each product's units, worth and moving-average cost now, the most valuable first. */
        get: operations["StockValue_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/inventory/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every recorded cell as it stands, or with `as_of` (and `known_at`) as of that moment. */
        get: operations["ExportInventory_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every recorded cell; with `limit` (and `offset`), a page of products, their cells and the
         *     number of products, optionally only products whose custom values include `metadata` (a
         *     JSON object of field id to value).
         */
        get: operations["Inventory_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["StockAtLocation_stock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/product/{product_id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductStock_stock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/stock/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stock ledger (newest first), by product, location and time; `format=csv` exports every
         *     row the filters match (or the page `limit` and `offset` give), streamed as it is read.
         */
        get: operations["StockHistory_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/stock/explain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The changes of one product at one location that make its figures, oldest first in the order
         *     they apply, each with the running figures after it (the last are the figures shown); with
         *     `as_of`, as they stood then, as known at `known_at` (default now), as the grid reads them.
         */
        get: operations["ExplainBalance_explain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/transfers/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ExportTransfers_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListTransfers_list"];
        put?: never;
        post: operations["CreateTransfer_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/transfers/{transfer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TransferById_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/transfers/{transfer_id}/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ShipTransfer_ship"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/transfers/{transfer_id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReceiveTransfer_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/transfers/{transfer_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CancelTransfer_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/low-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LowStock_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/lots/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ExportLots_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/lots/movements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ExportLotMovements_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/lots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lots holding units, earliest expiry first; with `as_of`, as they stood then, as known
         *     at `known_at` (default now), by the Stock grid's rule.
         */
        get: operations["ListLots_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/lots/{lot_code}/trace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LotTrace_trace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/reorder-points/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ExportReorderPoints_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/reorder-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ReorderPoints_list"];
        put: operations["SetReorderPoints_set"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/reorder-points/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ImportReorderPoints_importCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListCounts_list"];
        put?: never;
        post: operations["StartCount_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/counts/{count_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CountById_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/counts/{count_id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["EnterCounts_enter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/counts/{count_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ApproveCount_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/counts/{count_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["CancelCount_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answers `order.id`, as the spec says, once the read models show the order. Reading the
         *     order back here cost five statements per order; no caller used more than its id.
         */
        post: operations["PlaceOrder_place"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order as it stands, or with `as_of` as it stood then (folded from its events). */
        get: operations["OrderById_get"];
        put: operations["UpdateOrder_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AddAttachment_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/attachments/{attachment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["RemoveAttachment_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every order or movement the list's filters match (no page: the whole list), newest first,
         *     one line per line item, streamed as it is read.
         */
        get: operations["ExportOrders_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListOrders_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrderHistory_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/margin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's margin on what it has shipped, less returns. */
        get: operations["OrderMargin_margin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/provider_client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientLinks_links"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/link_requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientLinkRequests_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/link_requests/{request_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AnswerLinkRequest_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/link_requests/{request_id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AnswerLinkRequest_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/providers/{provider_id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LeaveProvider_leave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientProducts_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/quick_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["QuickOrder_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/providers/{provider_id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientProviderLogo_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientOrders_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/order/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientOrderById_get"];
        put: operations["UpdateClientOrder_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{order_id}/attachments/{attachment_id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AttachmentDownloadLink_link"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SavedListsQuery_lists"];
        put?: never;
        post: operations["SavedLists_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/lists/{list_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["SavedLists_update"];
        post?: never;
        delete: operations["SavedLists_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReleaseOrder_release"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrderShipments_list"];
        put?: never;
        post: operations["ShipOrder_ship"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/order/{order_id}/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientOrderShipments_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/shipments/{sequence}/packing-slip.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PackingSlip_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/order/{order_id}/shipments/{sequence}/packing-slip.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientPackingSlip_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrderReturns_list"];
        put?: never;
        post: operations["RequestReturn_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/order/{order_id}/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientOrderReturns_list"];
        put?: never;
        post: operations["ClientRequestReturn_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/returns/{sequence}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AnswerReturn_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/returns/{sequence}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AnswerReturn_refuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/returns/{sequence}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReceiveReturn_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrderInvoices_list"];
        put?: never;
        post: operations["IssueInvoice_issue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/returns/{sequence}/credit-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["IssueCreditNote_issue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/order/{order_id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientOrderInvoices_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/invoices/{invoice_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["InvoicePdf_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/invoices/{invoice_id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientInvoicePdf_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/invoices/{invoice_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["RecordPayment_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientInvoices_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/llm-query-2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A query that reads: 200, not 201. */
        post: operations["AskAssistant_ask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/{provider_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BillingStatus_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/{provider_id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OpenBillingLink_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReceiveStripeWebhook_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/audit/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AuditReport_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/audit/checkpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListCheckpoints_list"];
        put?: never;
        /** Signs now what is new (of every provider: one run covers them all). */
        post: operations["SignCheckpoints_sign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Search_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/demo-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DemoDataStatus_status"];
        put?: never;
        post: operations["LoadDemoData_load"];
        delete: operations["RemoveDemoData_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListWebhooks_list"];
        put?: never;
        post: operations["CreateWebhook_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["DeleteWebhook_delete"];
        options?: never;
        head?: never;
        patch: operations["UpdateWebhook_update"];
        trace?: never;
    };
    "/api/provider/{provider_id}/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListDeliveries_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/webhooks/{webhook_id}/deliveries/{delivery_id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ResendDelivery_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client/{client_id}/buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderBuyers_list"];
        put?: never;
        post: operations["ProviderBuyers_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/client/{client_id}/buyers/{buyer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["ProviderBuyers_update"];
        post?: never;
        delete: operations["ProviderBuyers_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/order/{order_id}/placed-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrderPlacedBy_placedBy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/buyers/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalSignIn_signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/buyers/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalSignIn_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/buyers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalSignIn_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/buyers/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PortalSignIn_signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PortalTeam_list"];
        put?: never;
        post: operations["PortalTeam_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/buyers/{buyer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["PortalTeam_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["Approvals_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/approvals/{request_id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Approvals_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/approvals/{request_id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["Approvals_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/placed-by": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientOrdersPlacedBy_placedBy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientQuotesQuery_list"];
        put?: never;
        post: operations["ClientQuotes_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/quotes/{quote_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ClientQuotesQuery_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/quotes/{quote_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answers the accepted quote, with the number of the order it became. */
        post: operations["ClientQuotes_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/{client_id}/quotes/{quote_id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ClientQuotes_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderQuotesQuery_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/quotes/{quote_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProviderQuotesQuery_one"];
        put: operations["ProviderQuotes_revise"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/quotes/{quote_id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ProviderQuotes_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/quotes/{quote_id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ProviderQuotes_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/purchase-orders/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The low stocks that need buying (less what is on order), by preferred supplier. */
        get: operations["PurchaseSuggestions_suggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/purchase-orders/on-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units on order per product and location: sent and still to come. */
        get: operations["PurchaseSuggestions_onOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PurchaseOrdersQuery_list"];
        put?: never;
        post: operations["PurchaseOrders_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/purchase-orders/{purchase_order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PurchaseOrdersQuery_one"];
        put: operations["PurchaseOrders_change"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/purchase-orders/{purchase_order_id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PurchaseOrders_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/purchase-orders/{purchase_order_id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PurchaseOrders_receive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/purchase-orders/{purchase_order_id}/receipts/{receipt_id}/cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A receipt's unit costs corrected; the stock's value takes the difference from `effective_at`. */
        post: operations["PurchaseOrders_correctCost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/purchase-orders/{purchase_order_id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PurchaseOrders_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/purchase-orders/{purchase_order_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PurchaseOrders_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/purchase-orders/{purchase_order_id}/purchase-order.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order as the supplier receives it, a PDF. */
        get: operations["PurchaseOrdersQuery_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/suppliers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ExportSuppliers_suppliers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/supplier-prices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ExportSuppliers_prices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SuppliersQuery_list"];
        put?: never;
        post: operations["Suppliers_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/suppliers/{supplier_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SuppliersQuery_one"];
        put: operations["Suppliers_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/suppliers/{supplier_id}/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SupplierPricesQuery_ofSupplier"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/products/{product_id}/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SupplierPricesQuery_ofProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/suppliers/{supplier_id}/prices/{product_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["SupplierPrices_set"];
        post?: never;
        delete: operations["SupplierPrices_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/suppliers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ImportSuppliers_suppliers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/{provider_id}/supplier-prices/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ImportSuppliers_prices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HealthCheckResponse: {
            /** @enum {string} */
            status: "up" | "down";
            /** @description Why it is down; only when it is. */
            error?: string;
        };
        EventStoreHealthResponse: {
            /** @enum {string} */
            status: "up" | "down";
            /** @description Why it is down; only when it is. */
            error?: string;
            /** @enum {string} */
            adapter: "postgres" | "eventstoredb";
        };
        ProjectionHealthResponse: {
            name: string;
            /**
             * @description `standby`: another process runs it.
             * @enum {string}
             */
            state: "starting" | "running" | "standby" | "failing" | "stopped";
            /** @description Null before its first checkpoint. */
            version: number | null;
            position: string | null;
            /** @description Events it still has to apply, counted up to 100,000; null before its first checkpoint. */
            lag: number | null;
            /** @description Whether the lag reached the count's cap (there may be more). */
            lag_capped: boolean;
            /** Format: date-time */
            updated_at: string | null;
            /** @description The last failure, while it has one. */
            last_error?: string;
        };
        HealthResponse: {
            /**
             * @description `degraded`: the database or the event store is down, or a projection is failing.
             * @enum {string}
             */
            status: "ok" | "degraded";
            database: components["schemas"]["HealthCheckResponse"];
            event_store: components["schemas"]["EventStoreHealthResponse"];
            /** @description Empty when the database or the event store is down. */
            projections: components["schemas"]["ProjectionHealthResponse"][];
        };
        SignUpRequest: {
            email: string;
            password: string;
            name: string;
        };
        PermissionGateCaseResponse: {
            /** @description The order's or movement's transaction_type: the one the request places, or the one of the order it changes. */
            transaction_types?: string[];
            /**
             * @description Only requests that change this: an order's status (fulfil, cancel), or custom-field values.
             * @enum {string}
             */
            changes?: "status" | "custom_values";
        };
        PermissionGateResponse: {
            /** @description METHOD /api/path/{param}, as this document writes the route. */
            route: string;
            /** @description Absent: every request of the route. */
            when?: components["schemas"]["PermissionGateCaseResponse"];
        };
        PermissionResponse: {
            id: string;
            /** @description What the server answers (403) a member denied it. */
            refusal: string;
            /** @description How the team screen names it. */
            label: string;
            /** @description What the team screen says it allows. */
            description: string;
            gates: components["schemas"]["PermissionGateResponse"][];
        };
        SessionTokensResponse: {
            /** @enum {string} */
            token_type: "bearer";
            access_token: string;
            refresh_token: string;
            /** @description Seconds the access token lives. */
            expires_in: number;
            /** @description When the access token expires (unix seconds). */
            expires_at: number;
        };
        SessionUserResponse: {
            /**
             * @description The language the user chose for the app's screens (`en`, `fr`); null: none chosen.
             * @enum {string|null}
             */
            language: "en" | "fr" | null;
            /** @description Always empty: kept for the spec's session shape. */
            identities: unknown[];
            /** @description Always empty: kept for the spec's session shape. */
            factors: unknown[];
            id: string;
            email: string;
            session: components["schemas"]["SessionTokensResponse"];
        };
        SessionProviderResponse: {
            /** @description The provider's id (as `provider_id`). */
            provider: string;
            provider_id: string;
            /** @description The member who invited the user, null for the provider's owner. */
            invited_by: string | null;
            /** @description The permissions the owner took away from the user. */
            permissions_denied: string[];
        };
        SessionResponse: {
            /** @enum {string} */
            token_type: "bearer";
            /** @description The permission table: what each permission gates and its refusal. */
            permissions: components["schemas"]["PermissionResponse"][];
            user: components["schemas"]["SessionUserResponse"];
            providers: components["schemas"]["SessionProviderResponse"][];
            access_token: string;
            refresh_token: string;
            /** @description Seconds the access token lives. */
            expires_in: number;
            /** @description When the access token expires (unix seconds). */
            expires_at: number;
        };
        LogInRequest: {
            email: string;
            password: string;
        };
        RefreshSessionRequest: {
            refresh_token: string;
        };
        SetLanguageRequest: {
            /**
             * @description The app's language for this user; null goes back to the browser's.
             * @enum {string|null}
             */
            language: "en" | "fr" | null;
        };
        AccountUserFields: {
            /**
             * @description The language chosen for the app's screens; null: none chosen.
             * @enum {string|null}
             */
            language: "en" | "fr" | null;
            id: string;
            email: string;
        };
        AccountUserResponse: {
            user: components["schemas"]["AccountUserFields"];
        };
        SendPasswordResetRequest: {
            email: string;
        };
        PasswordResetSentResponse: {
            message: string;
        };
        LinkAuthRequest: {
            access_token: string;
            refresh_token: string;
        };
        SetPasswordRequest: {
            password: string;
            auth: components["schemas"]["LinkAuthRequest"];
        };
        RecoverSessionRequest: {
            auth: components["schemas"]["LinkAuthRequest"];
        };
        AcceptInviteRequest: {
            password: string;
            auth: components["schemas"]["LinkAuthRequest"];
        };
        TeamMemberResponse: {
            id: string;
            user_id: string;
            email: string;
            invited_by_email: string | null;
            active: boolean;
            /**
             * Format: date-time
             * @description Null while the invitation is pending.
             */
            accepted_at: string | null;
            /** Format: date-time */
            invited_at: string;
            /** @description The permissions the owner took away from this member. */
            permissions_denied: string[];
        };
        TeamMemberListResponse: {
            users: components["schemas"]["TeamMemberResponse"][];
        };
        InviteUserRequest: {
            /** Format: email */
            email: string;
            /** @description Sent by the spec's screen; the server takes the inviter from the session instead. */
            invited_by?: string;
        };
        OneTeamMemberResponse: {
            user: components["schemas"]["TeamMemberResponse"];
        };
        UpdateUserRequest: {
            active?: boolean;
            permissions_denied?: string[];
        };
        ProviderCardResponse: {
            id: string;
            name: string;
            email: string | null;
        };
        OneProviderCardResponse: {
            provider: components["schemas"]["ProviderCardResponse"];
        };
        CreateApiKeyRequest: {
            name: string;
            scopes: string[];
        };
        ApiKeyResponse: {
            id: string;
            name: string;
            /** @description The secret's first characters (`sk_live_` and 6), enough to tell keys apart. */
            prefix: string;
            /** @description `<area>:read` or `<area>:write` (write includes read). */
            scopes: string[];
            created_at: string;
            last_used_at: string | null;
            revoked_at: string | null;
        };
        NewApiKeyResponse: {
            api_key: components["schemas"]["ApiKeyResponse"];
            secret: string;
        };
        ApiKeyListResponse: {
            api_keys: components["schemas"]["ApiKeyResponse"][];
        };
        OneApiKeyResponse: {
            api_key: components["schemas"]["ApiKeyResponse"];
        };
        CreateFieldRequest: {
            /** @enum {string} */
            entity_type: "PRODUCTS" | "CLIENTS";
            field_label: string;
            /** @enum {string} */
            field_type: "TEXT" | "NUMBER" | "DATE" | "BOOLEAN" | "SELECT";
            field_options?: string[];
            active?: boolean;
            /** @description A filter of the client portal's catalog (text, dropdown and yes/no product fields only). */
            portal_filter?: boolean;
        };
        CustomFieldResponse: {
            id: string;
            /** @enum {string} */
            entity_type: "PRODUCTS" | "CLIENTS";
            field_label: string;
            /** @enum {string} */
            field_type: "TEXT" | "NUMBER" | "DATE" | "BOOLEAN" | "SELECT";
            /** @description A SELECT field's options; [] for the other types. */
            field_options: string[];
            active: boolean;
            /** @description The client portal's catalog offers a filter by this (product) field's values. */
            portal_filter: boolean;
        };
        OneCustomFieldResponse: {
            field: components["schemas"]["CustomFieldResponse"];
        };
        UpdateFieldRequest: {
            /** @enum {string} */
            entity_type?: "PRODUCTS" | "CLIENTS";
            field_label?: string;
            /** @enum {string} */
            field_type?: "TEXT" | "NUMBER" | "DATE" | "BOOLEAN" | "SELECT";
            field_options?: string[];
            active?: boolean;
            /** @description A filter of the client portal's catalog (text, dropdown and yes/no product fields only). */
            portal_filter?: boolean;
        };
        CustomFieldListResponse: {
            fields: components["schemas"]["CustomFieldResponse"][];
        };
        CreateProductRequest: {
            /**
             * @description A number or a decimal string, not negative, at most 2 decimal places.
             * @example 12.50
             */
            price: number | string;
            /**
             * @description Up to 10 quantity breaks, minimums rising: from min_quantity units on, a line is priced at price (never above its price without breaks). [] for none.
             * @example [
             *       {
             *         "min_quantity": 12,
             *         "price": "4.00"
             *       },
             *       {
             *         "min_quantity": 48,
             *         "price": "3.50"
             *       }
             *     ]
             */
            price_breaks?: {
                min_quantity: number;
                /**
                 * @description A number or a decimal string, not negative, at most 2 decimal places.
                 * @example 12.50
                 */
                price: number | string;
            }[];
            name: string;
            photo?: string | null;
            active?: boolean;
            metadata?: {
                [key: string]: unknown;
            };
            /** @description Optional, unique per provider whatever its case; null or blank: none. */
            sku?: string | null;
            /** @description Optional, unique per provider; null or blank: none. */
            barcode?: string | null;
            /** @description Keep stock per lot: receipts name a lot and expiry, orders take first expiry first out. */
            track_lots?: boolean;
            /**
             * @description Percent (0 to 100, at most 3 decimals) its orders are taxed at, frozen into each order
             *     line when placed; absent or null: the provider's default rate (business settings).
             */
            tax_rate?: number | null;
            /** @description The fewest units a client's order line may hold (0 aside); absent or null: no minimum. */
            min_quantity?: number | null;
            /** @description Units a client orders it in multiples of (a case of 6); absent or null: any. */
            case_pack?: number | null;
        };
        PriceBreakResponse: {
            min_quantity: number;
            price: number;
        };
        ProductResponse: {
            id: string;
            name: string;
            price: number;
            photo: string | null;
            /** @description The photo resized for lists. */
            thumbnail: string | null;
            active: boolean;
            /** @description The provider's id. */
            provider: string;
            /** @description Custom field id to value; {} when none. */
            metadata: {
                [key: string]: unknown;
            };
            /** @description The provider's own stock-keeping code, unique per provider. */
            sku: string | null;
            /** @description The barcode on the item, unique per provider. */
            barcode: string | null;
            /** @description Present, and true, only on a product that keeps its stock per lot (lots and expiry). */
            track_lots?: boolean;
            /**
             * @description Percent (0 to 100, at most 3 decimals) orders of it are taxed at, frozen into each line
             *     when placed; null: the provider's default rate (its business settings).
             */
            tax_rate: number | null;
            /**
             * @description The fewest units a client's order line of it may hold (0 aside); null: no minimum. A
             *     client's own rule (client_product_rules) wins over it.
             */
            min_quantity: number | null;
            /** @description Units a client orders it in multiples of (a case of 6); null: any whole number. */
            case_pack: number | null;
            /**
             * @description Quantity-break prices, minimums rising (12+ at $4.00, 48+ at $3.50); [] for none. A
             *     client's own breaks for the product (client_price_breaks) replace these whole.
             */
            price_breaks: components["schemas"]["PriceBreakResponse"][];
        };
        OneProductResponse: {
            product: components["schemas"]["ProductResponse"];
        };
        UpdateProductRequest: {
            /**
             * @description A number or a decimal string, not negative, at most 2 decimal places.
             * @example 12.50
             */
            price?: number | string;
            /**
             * @description Up to 10 quantity breaks, minimums rising: from min_quantity units on, a line is priced at price (never above its price without breaks). [] for none.
             * @example [
             *       {
             *         "min_quantity": 12,
             *         "price": "4.00"
             *       },
             *       {
             *         "min_quantity": 48,
             *         "price": "3.50"
             *       }
             *     ]
             */
            price_breaks?: {
                min_quantity: number;
                /**
                 * @description A number or a decimal string, not negative, at most 2 decimal places.
                 * @example 12.50
                 */
                price: number | string;
            }[];
            name?: string;
            photo?: string | null;
            active?: boolean;
            metadata?: {
                [key: string]: unknown;
            };
            /** @description Null or blank removes it. */
            sku?: string | null;
            barcode?: string | null;
            /** @description Switchable at any time: units held before are in no lot; lots held stay lots. */
            track_lots?: boolean;
            /**
             * @description Percent (0 to 100, at most 3 decimals); null: back to the provider's default rate. Orders
             *     already placed keep the rate they were placed at.
             */
            tax_rate?: number | null;
            /** @description Null removes it. Orders already placed stay as they were. */
            min_quantity?: number | null;
            /** @description Null removes it. */
            case_pack?: number | null;
        };
        PaginationResponse: {
            /** @description How many match the filters, over every page. */
            total: number;
        };
        ProductListResponse: {
            products: components["schemas"]["ProductResponse"][];
            pagination: components["schemas"]["PaginationResponse"];
        };
        ImportLineErrorResponse: {
            /** @description The file's line number (the header is line 1). */
            line: number;
            message: string;
        };
        ImportReportResponse: {
            /** @description Lines of the file, the header left out. */
            total: number;
            /** @description Lines with no problem. */
            valid: number;
            /** @description The problems, by line. */
            errors: components["schemas"]["ImportLineErrorResponse"][];
            /** @description Lines written: 0 on a dry run. */
            imported: number;
        };
        UploadedFileResponse: {
            /** @description `<bucket>/<provider id>/<random name>.<extension>`: what a product's photo or an attachment names. */
            path: string;
            /** @description Where the file is served: `/api/files/<path>`. */
            url: string;
        };
        LocationResponse: {
            id: string;
            name: string;
            active: boolean;
            /** @description The provider's default location (at most one): where a client's orders go. */
            default: boolean;
            /** @description The provider's id. */
            provider: string;
        };
        LocationListResponse: {
            locations: components["schemas"]["LocationResponse"][];
        };
        OneLocationResponse: {
            location: components["schemas"]["LocationResponse"];
        };
        CreateLocationRequest: {
            name: string;
            active?: boolean;
        };
        UpdateLocationRequest: {
            name?: string;
            active?: boolean;
            default?: boolean;
        };
        NotificationSwitchesResponse: {
            order_received: boolean;
            order_shipped: boolean;
            invoice_issued: boolean;
            order_cancelled: boolean;
            return_answered: boolean;
        };
        SettingsResponse: {
            /** @description The name documents carry; null: the provider's name. */
            legal_name: string | null;
            /** @description Postal address, lines separated by newlines. */
            address: string | null;
            tax_id: string | null;
            /** @description Whether a logo is set (GET …/settings/logo answers it). */
            has_logo: boolean;
            /** @description ISO 4217, e.g. USD. */
            currency: string;
            /** @description BCP 47, e.g. en-US: how amounts and dates are written. */
            locale: string;
            /** @description What comes before an order's number (`#` gives #1001). */
            order_prefix: string;
            /** @description Percent, the rate of products that set none. */
            default_tax_rate: number;
            /** @description Days from an invoice's date to its due date. */
            payment_terms_days: number;
            /**
             * @description One invoice per order, or one per shipment.
             * @enum {string}
             */
            invoice_per: "ORDER" | "SHIPMENT";
            /**
             * @description The smallest total before tax a client may order through the portal, in `currency`; null:
             *     none. Staff placing an order for a client are only warned.
             */
            min_order_value: number | null;
            notifications: components["schemas"]["NotificationSwitchesResponse"];
            /** @description Members (user ids) mailed when a client places an order through the portal. */
            new_order_recipients: string[];
            /**
             * @description How the client portal shows stock: `exact` ("Available: N"), or `words` (in stock, low, out
             *     of stock; the number is never sent to clients).
             * @enum {string}
             */
            portal_stock: "exact" | "words";
            /** @description The phone number the client portal gives clients; null for none. */
            contact_phone: string | null;
        };
        OneSettingsResponse: {
            settings: components["schemas"]["SettingsResponse"];
        };
        NotificationSwitchesRequest: {
            order_received?: boolean;
            order_shipped?: boolean;
            invoice_issued?: boolean;
            order_cancelled?: boolean;
            return_answered?: boolean;
        };
        UpdateSettingsRequest: {
            legal_name?: string | null;
            address?: string | null;
            tax_id?: string | null;
            currency?: string;
            locale?: string;
            order_prefix?: string;
            default_tax_rate?: number;
            payment_terms_days?: number;
            /** @enum {string} */
            invoice_per?: "ORDER" | "SHIPMENT";
            /**
             * @description The smallest total before tax a client may order through the portal, in the currency; null
             *     for none. A JSON number, text refused.
             */
            min_order_value?: number | null;
            /** @description Members (user ids) to mail of each new portal order; ids of non-members are ignored. */
            new_order_recipients?: string[];
            /**
             * @description `exact`: the portal shows "Available: N"; `words`: In stock, Low stock or Out of stock.
             * @enum {string}
             */
            portal_stock?: "exact" | "words";
            /** @description Digits, spaces and + ( ) - . / only, at most 40 once trimmed; null or empty clears it. */
            contact_phone?: string | null;
            notifications?: components["schemas"]["NotificationSwitchesRequest"];
        };
        NamedRefResponse: {
            id: string;
            name: string;
        };
        ClientSummaryResponse: {
            id: string;
            name: string;
            email: string;
            address: string | null;
            /** @description Custom field id to value; {} when none. */
            metadata: {
                [key: string]: unknown;
            };
            /** @description The client's tax id (VAT number, EIN…), printed on its documents; null for none. */
            tax_id: string | null;
            /** @description Whether the client's orders are tax exempt: their lines are placed at a rate of 0. */
            tax_exempt: boolean;
        };
        ProviderClientResponse: {
            id: string;
            active: boolean;
            provider: components["schemas"]["NamedRefResponse"];
            client: components["schemas"]["ClientSummaryResponse"];
        };
        ProviderClientListResponse: {
            provider_clients: components["schemas"]["ProviderClientResponse"][];
            pagination: components["schemas"]["PaginationResponse"];
        };
        OneProviderClientResponse: {
            provider_client: components["schemas"]["ProviderClientResponse"];
        };
        SetProviderClientActiveRequest: {
            active: boolean;
        };
        ProviderClientChangedResponse: {
            providerClient: components["schemas"]["ProviderClientResponse"];
        };
        CreateClientRequest: {
            name: string;
            email: string;
            address?: string | null;
            metadata?: {
                [key: string]: unknown;
            };
            /** @description The client's tax id (VAT number, EIN…), trimmed; absent, null or blank: none. */
            tax_id?: string | null;
            /** @description Whether its orders are tax exempt (placed at a rate of 0); absent: false. */
            tax_exempt?: boolean;
        };
        PricedProductResponse: {
            id: string;
            name: string;
            /** @description The product's own (default) price. */
            price: number;
        };
        CustomPriceResponse: {
            id: string;
            client_id: string;
            product_id: string;
            client: components["schemas"]["NamedRefResponse"];
            product: components["schemas"]["PricedProductResponse"];
            /** @description An optional label, shown beside the price. */
            name: string | null;
            price: number;
        };
        AvailabilityResponse: {
            id: string;
            client_id: string;
            product_id: string;
            client: components["schemas"]["NamedRefResponse"];
            product: components["schemas"]["NamedRefResponse"];
        };
        ClientResponse: {
            id: string;
            name: string;
            email: string;
            address: string | null;
            /** @description Custom field id to value; {} when none. */
            metadata: {
                [key: string]: unknown;
            };
            /** @description The client's tax id (VAT number, EIN…), printed on its documents; null for none. */
            tax_id: string | null;
            /** @description Whether the client's orders are tax exempt: their lines are placed at a rate of 0. */
            tax_exempt: boolean;
            client_product_price: components["schemas"]["CustomPriceResponse"][];
            client_product_availability: components["schemas"]["AvailabilityResponse"][];
        };
        NewClientResponse: {
            client: components["schemas"]["ClientResponse"];
            provider_client: components["schemas"]["ProviderClientResponse"];
        };
        OneClientResponse: {
            client: components["schemas"]["ClientResponse"];
        };
        UpdateClientRequest: {
            name?: string;
            email?: string;
            address?: string | null;
            metadata?: {
                [key: string]: unknown;
            };
            /** @description Null or blank clears it. */
            tax_id?: string | null;
            /** @description Orders already placed keep the rates they were placed at. */
            tax_exempt?: boolean;
        };
        CustomPriceListResponse: {
            pricing: components["schemas"]["CustomPriceResponse"][];
        };
        CreateCustomPriceRequest: {
            /**
             * @description A number or a decimal string, not negative, at most 2 decimal places.
             * @example 12.50
             */
            price: number | string;
            /** Format: uuid */
            client_id: string;
            /** Format: uuid */
            product_id: string;
            /** @description Optional, and null clears it (the drawer sends null for an empty name). */
            name?: string | null;
        };
        OneCustomPriceResponse: {
            pricing: components["schemas"]["CustomPriceResponse"];
        };
        UpdateCustomPriceRequest: {
            /**
             * @description A number or a decimal string, not negative, at most 2 decimal places.
             * @example 12.50
             */
            price?: number | string;
            /** @description Optional, and null clears it (the drawer sends null for an empty name). */
            name?: string | null;
        };
        AvailabilityListResponse: {
            availability: components["schemas"]["AvailabilityResponse"][];
        };
        AddAvailabilityRequest: {
            /** Format: uuid */
            client_id: string;
            /** Format: uuid */
            product_id: string;
        };
        OneAvailabilityResponse: {
            availability: components["schemas"]["AvailabilityResponse"];
        };
        RulesProductResponse: {
            id: string;
            name: string;
            /** @description The product's own minimum order quantity; null: none. */
            min_quantity: number | null;
            /** @description The product's own case pack; null: none. */
            case_pack: number | null;
        };
        OrderRulesResponse: {
            id: string;
            client_id: string;
            product_id: string;
            client: components["schemas"]["NamedRefResponse"];
            product: components["schemas"]["RulesProductResponse"];
            /** @description The fewest units the client's order line may hold (0 aside); null: no minimum. */
            min_quantity: number | null;
            /** @description Units the client orders it in multiples of; null: any whole number. */
            case_pack: number | null;
        };
        OrderRulesListResponse: {
            order_rules: components["schemas"]["OrderRulesResponse"][];
        };
        CreateOrderRulesRequest: {
            /** Format: uuid */
            client_id: string;
            /** Format: uuid */
            product_id: string;
            /** @description The fewest units the client's order line may hold (0 aside); null: no minimum. */
            min_quantity?: number | null;
            /** @description Units the client orders the product in multiples of; null: any whole number. */
            case_pack?: number | null;
        };
        OneOrderRulesResponse: {
            order_rules: components["schemas"]["OrderRulesResponse"];
        };
        UpdateOrderRulesRequest: {
            min_quantity?: number | null;
            case_pack?: number | null;
        };
        BreaksProductResponse: {
            id: string;
            name: string;
            price: number;
            price_breaks: components["schemas"]["PriceBreakResponse"][];
        };
        ClientPriceBreaksResponse: {
            id: string;
            client_id: string;
            product_id: string;
            client: components["schemas"]["NamedRefResponse"];
            product: components["schemas"]["BreaksProductResponse"];
            /** @description Minimums rising; [] means no breaks for this client, whatever the product has. */
            price_breaks: components["schemas"]["PriceBreakResponse"][];
        };
        ClientPriceBreaksListResponse: {
            price_breaks: components["schemas"]["ClientPriceBreaksResponse"][];
        };
        CreatePriceBreaksRequest: {
            /**
             * @description Up to 10 quantity breaks, minimums rising: from min_quantity units on, a line is priced at price (never above its price without breaks). [] for none.
             * @example [
             *       {
             *         "min_quantity": 12,
             *         "price": "4.00"
             *       },
             *       {
             *         "min_quantity": 48,
             *         "price": "3.50"
             *       }
             *     ]
             */
            price_breaks: {
                min_quantity: number;
                /**
                 * @description A number or a decimal string, not negative, at most 2 decimal places.
                 * @example 12.50
                 */
                price: number | string;
            }[];
            /** Format: uuid */
            client_id: string;
            /** Format: uuid */
            product_id: string;
        };
        OneClientPriceBreaksResponse: {
            price_breaks: components["schemas"]["ClientPriceBreaksResponse"];
        };
        UpdatePriceBreaksRequest: {
            /**
             * @description Up to 10 quantity breaks, minimums rising: from min_quantity units on, a line is priced at price (never above its price without breaks). [] for none.
             * @example [
             *       {
             *         "min_quantity": 12,
             *         "price": "4.00"
             *       },
             *       {
             *         "min_quantity": 48,
             *         "price": "3.50"
             *       }
             *     ]
             */
            price_breaks: {
                min_quantity: number;
                /**
                 * @description A number or a decimal string, not negative, at most 2 decimal places.
                 * @example 12.50
                 */
                price: number | string;
            }[];
        };
        ClientLinkKeyResponse: {
            /** @description The key of the client's public link: what follows `/client/` in it. */
            link_key: string;
        };
        OwnLinkRequestResponse: {
            client_id: string;
            /** @description The email the request was made for. */
            email: string;
            /** @enum {string} */
            status: "PENDING" | "WITHDRAWN";
            /** @description ISO timestamp. */
            asked_at: string;
        };
        ClientLinkRequestResponse: {
            /** @description Null: the client was given its email before requests existed. */
            link_request: components["schemas"]["OwnLinkRequestResponse"] | null;
        };
        WithdrawnLinkRequestResponse: {
            link_request: components["schemas"]["OwnLinkRequestResponse"];
        };
        SetClientCreditRequest: {
            /**
             * @description When its invoices are due; null: the provider’s default payment terms.
             * @enum {string|null}
             */
            payment_terms: "PREPAID" | "NET_15" | "NET_30" | "NET_60" | null;
            /**
             * @description The open balance its orders may reach, in the provider’s currency; null: no limit.
             * @example 5000.00
             */
            credit_limit: number | string | null;
        };
        ClientCreditTermsResponse: {
            /**
             * @description Null: the provider's default payment terms apply.
             * @enum {string|null}
             */
            payment_terms: "PREPAID" | "NET_15" | "NET_30" | "NET_60" | null;
            /** @description In the provider's currency, exact decimal string; null: no limit. */
            credit_limit: string | null;
        };
        LocationValueResponse: {
            location_id: string;
            location_name: string;
            /** @description In the provider's currency, to the cent. */
            value: number;
        };
        StockValueResponse: {
            as_of: string;
            total: number;
            locations: components["schemas"]["LocationValueResponse"][];
        };
        CostOfGoodsResponse: {
            from: string;
            to: string;
            cogs: number;
        };
        ProductValueResponse: {
            product_id: string;
            product_name: string;
            units: number;
            value: number;
            /** @description The moving-average unit cost, to a hundredth of a cent. */
            average_cost: number;
        };
        ProductValuesResponse: {
            products: components["schemas"]["ProductValueResponse"][];
        };
        InventoryRowResponse: {
            /** @description The product's custom values: field id to `{ value }`. */
            metadata: {
                [key: string]: {
                    /** @description The value: text, a number or true/false. */
                    value: unknown;
                };
            };
            product_id: string;
            product_name: string;
            product_photo: string | null;
            location_id: string;
            current_stock: number;
            committed_stock: number;
            /** @description Current plus committed. */
            total_stock: number;
            /** @description Shipped here by a transfer and not received yet; not part of the total (see transfers). */
            in_transit_stock: number;
        };
        InventoryProductResponse: {
            id: string;
            name: string;
            photo: string | null;
            /** @description The photo resized for lists. */
            thumbnail: string | null;
            active: boolean;
            /** @description Custom field id to value; {} when none. */
            metadata: {
                [key: string]: unknown;
            };
            /** @description Present, and true, only on a product that keeps its stock per lot. */
            track_lots?: boolean;
        };
        InventoryResponse: {
            inventory: components["schemas"]["InventoryRowResponse"][];
            /** @description With `as_of`: the moment the figures stand at (ISO). */
            as_of?: string;
            /** @description With `as_of` and `known_at`: as known at that moment (ISO). */
            known_at?: string;
            /** @description With `limit`: the page's products. */
            products?: components["schemas"]["InventoryProductResponse"][];
            /** @description With `limit`: how many products match. */
            pagination?: components["schemas"]["PaginationResponse"];
        };
        StockEntryResponse: {
            product_id: string;
            current_stock: number;
        };
        StockAtLocationResponse: {
            /** @description The products with stock recorded at the location; one without an entry has none. */
            stock: components["schemas"]["StockEntryResponse"][];
        };
        ProductStockEntryResponse: {
            location_id: string;
            location_name: string;
            current_stock: number;
            committed_stock: number;
            /** @description Shipped here by a transfer and not received yet. */
            in_transit_stock: number;
        };
        ProductStockResponse: {
            /** @description By location name. */
            stock: components["schemas"]["ProductStockEntryResponse"][];
        };
        LedgerActorResponse: {
            id: string | null;
            /** @description 'user' (a provider member), 'client' (the portal), 'api_key' or 'system'. */
            type: string | null;
            /** @description The member's email, the client's or the key's name. */
            name: string | null;
        };
        LedgerLotChangeResponse: {
            lot_code: string;
            /** @description YYYY-MM-DD, or null when the lot does not expire. */
            expiry_date: string | null;
            delta_current: number;
            delta_committed: number;
            running_current: number;
            running_committed: number;
        };
        LedgerEntryResponse: {
            event_id: string;
            product_id: string;
            location_id: string;
            /**
             * @description ISO time the change is shown at: its command's time, or the previous change's of the
             *     provider when that is later, so that times never run backwards along the commit order.
             */
            at: string;
            /**
             * @description ISO time the change applies at: `at` (when it was recorded), or earlier for a back-dated
             *     adjustment.
             */
            effective_at: string;
            /** @description Global position in the event store (commit/prepare). */
            position: string;
            /**
             * @description Why stock moved: placed, fulfilled (shipped), cancelled, or returned (a return restocked).
             * @enum {string}
             */
            event_type: "placed" | "fulfilled" | "cancelled" | "returned";
            order_id: string;
            /** @description ORDER, IN, OUT or ADJUST. */
            order_type: string;
            actor: components["schemas"]["LedgerActorResponse"];
            /**
             * @description Why an adjustment was made (null: none given, or not an adjustment).
             * @enum {string|null}
             */
            reason: "COUNT" | "DAMAGE" | "THEFT" | "CORRECTION" | "OTHER" | null;
            /** @description The adjustment's note. */
            note: string | null;
            delta_current: number;
            delta_committed: number;
            /** @description The figures after this change in commit order (as recorded, whatever its effective time). */
            running_current: number;
            running_committed: number;
            /**
             * @description What the change did to each lot (stocks that keep lots only; absent on every other change):
             *     the change's own figures are its lots' plus its units in no lot.
             */
            lots?: components["schemas"]["LedgerLotChangeResponse"][];
        };
        LedgerPaginationResponse: {
            /** @description How many match the filters, over every page. */
            total: number;
            /** @description Whether the count stopped at its cap: the total reads "at least". */
            capped: boolean;
        };
        StockHistoryResponse: {
            history: components["schemas"]["LedgerEntryResponse"][];
            pagination: components["schemas"]["LedgerPaginationResponse"];
        };
        BroughtForwardResponse: {
            current: number;
            committed: number;
            changes: number;
        };
        ExplainedChangeResponse: {
            event_id: string;
            product_id: string;
            location_id: string;
            /**
             * @description ISO time the change is shown at: its command's time, or the previous change's of the
             *     provider when that is later, so that times never run backwards along the commit order.
             */
            at: string;
            /**
             * @description ISO time the change applies at: `at` (when it was recorded), or earlier for a back-dated
             *     adjustment.
             */
            effective_at: string;
            /** @description Global position in the event store (commit/prepare). */
            position: string;
            /**
             * @description Why stock moved: placed, fulfilled (shipped), cancelled, or returned (a return restocked).
             * @enum {string}
             */
            event_type: "placed" | "fulfilled" | "cancelled" | "returned";
            order_id: string;
            /** @description ORDER, IN, OUT or ADJUST. */
            order_type: string;
            actor: components["schemas"]["LedgerActorResponse"];
            /**
             * @description Why an adjustment was made (null: none given, or not an adjustment).
             * @enum {string|null}
             */
            reason: "COUNT" | "DAMAGE" | "THEFT" | "CORRECTION" | "OTHER" | null;
            /** @description The adjustment's note. */
            note: string | null;
            delta_current: number;
            delta_committed: number;
            /** @description The figures after this change in commit order (as recorded, whatever its effective time). */
            running_current: number;
            running_committed: number;
            /**
             * @description What the change did to each lot (stocks that keep lots only; absent on every other change):
             *     the change's own figures are its lots' plus its units in no lot.
             */
            lots?: components["schemas"]["LedgerLotChangeResponse"][];
            /** @description The figures after this change, counting only the changes that make the balance. */
            balance_current: number;
            balance_committed: number;
        };
        ExplainedBalanceResponse: {
            product_id: string;
            location_id: string;
            /** @description The moment the balance stands at (ISO); null: now. */
            as_of: string | null;
            /** @description When it is known (ISO); null: now. */
            known_at: string | null;
            current_stock: number;
            committed_stock: number;
            brought_forward: components["schemas"]["BroughtForwardResponse"];
            /** @description The changes, oldest first in the order they apply (effective time, then commit order). */
            changes: components["schemas"]["ExplainedChangeResponse"][];
        };
        ExplainBalanceResponse: {
            balance: components["schemas"]["ExplainedBalanceResponse"];
        };
        TransferLocationResponse: {
            id: string;
            name: string;
        };
        OrderLineLotResponse: {
            lot_code: string;
            /** @description YYYY-MM-DD, null for a lot without expiry. */
            expiry_date: string | null;
            quantity: number;
        };
        TransferLineResponse: {
            product_id: string;
            product_name: string;
            quantity: number;
            received: number;
            written_off: number;
            /** @description Shipped and neither received nor written off yet (0 before shipping). */
            in_transit: number;
            /** @description Lot-tracked units, once shipped: the lots they left the source in (and arrive into). */
            lots?: components["schemas"]["OrderLineLotResponse"][];
        };
        TransferStepLineResponse: {
            product_id: string;
            product_name: string;
            quantity: number;
            /** @description Lot-tracked units: which lots they were. */
            lots?: components["schemas"]["OrderLineLotResponse"][];
        };
        TransferStepResponse: {
            /** @enum {string} */
            type: "TransferCreated" | "TransferShipped" | "TransferReceived" | "TransferWrittenOff" | "TransferCancelled";
            /** @description ISO time. */
            at: string;
            actor_id: string | null;
            /** @description Received and written-off steps: what they took; a shipment's: its lot-tracked units. */
            lines?: components["schemas"]["TransferStepLineResponse"][];
            /** @description Written-off steps: why (an adjustment reason). */
            reason?: string;
            /** @description Written-off steps: the note to the reason. */
            note?: string | null;
        };
        TransferResponse: {
            id: string;
            /** @description Its number as people read it, in the provider's series in the order created: `TR-1001`. */
            number: string;
            /** @enum {string} */
            status: "CANCELLED" | "CREATED" | "IN_TRANSIT" | "PARTIALLY_RECEIVED" | "RECEIVED";
            from_location: components["schemas"]["TransferLocationResponse"];
            to_location: components["schemas"]["TransferLocationResponse"];
            notes: string | null;
            /** @description ISO times. */
            created_at: string;
            shipped_at: string | null;
            /** @description When it was received in full or cancelled. */
            closed_at: string | null;
            lines: components["schemas"]["TransferLineResponse"][];
            history: components["schemas"]["TransferStepResponse"][];
        };
        TransferListResponse: {
            transfers: components["schemas"]["TransferResponse"][];
            pagination: components["schemas"]["PaginationResponse"];
        };
        TransferLineRequest: {
            /**
             * Format: uuid
             * @description The product (`id` is taken for it too).
             */
            product_id: string;
            quantity: number;
        };
        CreateTransferRequest: {
            from_location_id: string;
            to_location_id: string;
            /** @description The products and their units (lines of 0 are dropped; at least one must remain). */
            products: components["schemas"]["TransferLineRequest"][];
            notes?: string | null;
        };
        OneTransferResponse: {
            transfer: components["schemas"]["TransferResponse"];
        };
        ReceiveTransferRequest: {
            products?: components["schemas"]["TransferLineRequest"][];
            write_off_reason?: string | null;
            write_off_note?: string | null;
        };
        ReorderPointResponse: {
            product_id: string;
            product_name: string;
            location_id: string;
            location_name: string;
            /** @description What can still be promised (current stock): what the minimum is compared with. */
            current_stock: number;
            /** @description Shipped here by a transfer and not received yet. */
            in_transit_stock: number;
            minimum: number;
            /** @description How much to order when low; null: none set (enough to get above the minimum). */
            reorder_quantity: number | null;
            /** @description At or below the minimum. */
            low: boolean;
            /** @description When the stock fell to its minimum (ISO; null: it is above). */
            low_since: string | null;
            /** @description What to order: the reorder quantity, or more to lift the stock above its minimum, less what is in transit. */
            suggested_quantity: number;
        };
        LowStockResponse: {
            low_stock: components["schemas"]["ReorderPointResponse"][];
            pagination: components["schemas"]["PaginationResponse"];
        };
        LotResponse: {
            current_stock: number;
            committed_stock: number;
            total_stock: number;
            /** @description Whether the expiry day is over (today, or the as-of day). */
            expired: boolean;
            /** @description Days from today (or the as-of day) to the expiry day; negative once expired, null without expiry. */
            days_to_expiry: number | null;
            product_id: string;
            product_name: string;
            location_id: string;
            location_name: string;
            lot_code: string;
            /** @description YYYY-MM-DD, or null when the lot does not expire. */
            expiry_date: string | null;
        };
        UnlottedStockResponse: {
            location_id: string;
            location_name: string;
            current_stock: number;
            committed_stock: number;
            total_stock: number;
        };
        LotListResponse: {
            lots: components["schemas"]["LotResponse"][];
            pagination: components["schemas"]["PaginationResponse"];
            /** @description With `product_id` only: its units in no lot, per location where it has any. */
            unlotted?: components["schemas"]["UnlottedStockResponse"][];
            /** @description With `as_of` only: the moment the figures stand at (ISO). */
            as_of?: string;
            /** @description With `known_at` only: the changes recorded by then count (ISO). */
            known_at?: string;
        };
        LotTakerResponse: {
            order_id: string;
            /** @description Its number as people read it (#1001, SO-1002, MV-1001, TR-1001); null when not known. */
            order_number: string | null;
            order_type: string;
            /** @description ISO time it first took from the lot. */
            at: string;
            product_id: string;
            product_name: string;
            location_id: string;
            location_name: string;
            /** @description Units it took from the lot, less any a cancellation gave back. */
            quantity: number;
            client_id: string | null;
            client_name: string | null;
            client_email: string | null;
            cancelled: boolean;
            fulfilled: boolean;
        };
        LotMovementResponse: {
            /** @description ISO time, the stock ledger's for the change. */
            at: string;
            /** @description The order, movement or transfer behind it. */
            order_id: string;
            /**
             * @description Its number as people read it (#1001, SO-1002, MV-1001, TR-1001), in the trace; null when
             *     it is not known (an order withdrawn with the demo data).
             */
            order_number: string | null;
            /** @description ORDER, IN, OUT, ADJUST or TRANSFER. */
            order_type: string;
            /** @description placed, fulfilled, cancelled, shipped, received or written_off. */
            reason: string;
            delta_current: number;
            delta_committed: number;
            current_stock: number;
            committed_stock: number;
            product_id: string;
            product_name: string;
            location_id: string;
            location_name: string;
            lot_code: string;
            /** @description YYYY-MM-DD, or null when the lot does not expire. */
            expiry_date: string | null;
        };
        LotTraceResponse: {
            /** @description The code asked for, as given (matched whatever its case). */
            lot_code: string;
            takers: components["schemas"]["LotTakerResponse"][];
            /** @description Every change of the lot, oldest first. */
            movements: components["schemas"]["LotMovementResponse"][];
            /** @description More than 5,000 changes: only the first are listed. */
            truncated: boolean;
        };
        ReorderPointListResponse: {
            reorder_points: components["schemas"]["ReorderPointResponse"][];
        };
        ReorderPointSetting: {
            /** Format: uuid */
            product_id: string;
            /** Format: uuid */
            location_id: string;
            /** @description Units; null or empty removes the reorder point. */
            minimum: number | (string | null);
            /** @description Units to order; needs a minimum. */
            reorder_quantity?: number | (string | null);
        };
        SetReorderPointsRequest: {
            reorder_points: components["schemas"]["ReorderPointSetting"][];
        };
        ReorderPointsSetResponse: {
            /** @description How many stocks' points were set or removed. */
            updated: number;
        };
        CountLocationResponse: {
            id: string;
            name: string;
        };
        CountResponse: {
            id: string;
            /** @enum {string} */
            status: "OPEN" | "APPROVED" | "CANCELLED";
            location: components["schemas"]["CountLocationResponse"];
            /** @description The search that chose the products, null for every active product. */
            filter: string | null;
            notes: string | null;
            /** @description ISO time. */
            started_at: string;
            /** @description The member who started it. */
            started_by: string | null;
            /** @description When it was approved or cancelled (ISO). */
            closed_at: string | null;
            lines_total: number;
            lines_counted: number;
            /** @description The ADJUST movements the approval placed (none when every count agreed). */
            adjustment_ids: string[];
        };
        CountListResponse: {
            counts: components["schemas"]["CountResponse"][];
            pagination: components["schemas"]["PaginationResponse"];
        };
        StartCountRequest: {
            location_id: string;
            /** @description Only the active products whose name, SKU or barcode holds this; absent: all of them. */
            search?: string | null;
            notes?: string | null;
        };
        CountLineResponse: {
            product_id: string;
            product_name: string;
            sku: string | null;
            barcode: string | null;
            /** @description On hand (current + committed) when the count started. */
            on_hand_at_start: number;
            /** @description What moved at the location since the start (expected - on hand at the start). */
            moved: number;
            /**
             * @description On hand at the start plus the movements since: the stock now while the count is open, the
             *     figure it was approved against once approved (null for a line not counted then).
             */
            expected: number | null;
            counted: number | null;
            /** @description counted - expected, null while not counted. */
            variance: number | null;
        };
        CountDetailResponse: {
            id: string;
            /** @enum {string} */
            status: "OPEN" | "APPROVED" | "CANCELLED";
            location: components["schemas"]["CountLocationResponse"];
            /** @description The search that chose the products, null for every active product. */
            filter: string | null;
            notes: string | null;
            /** @description ISO time. */
            started_at: string;
            /** @description The member who started it. */
            started_by: string | null;
            /** @description When it was approved or cancelled (ISO). */
            closed_at: string | null;
            lines_total: number;
            lines_counted: number;
            /** @description The ADJUST movements the approval placed (none when every count agreed). */
            adjustment_ids: string[];
            lines: components["schemas"]["CountLineResponse"][];
        };
        OneCountResponse: {
            count: components["schemas"]["CountDetailResponse"];
        };
        EnterCountsRequest: {
            lines: {
                product_id: string;
                counted: number | null;
            }[];
        };
        OrderLineRequest: {
            /** @description The product: `id`, or `product` as an id or `{ id }` (docs/product.md §3: "id or product"). */
            id: string;
            quantity: number;
            /** @description The price a provider picked among the product's prices; anything else gets the price that applies. */
            price: number | null;
            /**
             * @description Lot-tracked products only: the lot an IN line receives into (required there), or the lot
             *     an ORDER or OUT line takes from (absent: first expiry, first out).
             */
            lot_code: string | null;
            /** @description The lot's expiry on a receipt (YYYY-MM-DD); absent: the lot's known one, or none. */
            expiry_date: string | null;
        };
        OrderRequest: {
            providerId: string;
            /** @description Where a provider's order goes; a client's always goes to the default location. */
            locationId: string | null;
            clientId: string | null;
            /** @enum {string} */
            transaction_type: "ORDER" | "ADJUST" | "IN" | "OUT";
            notes: string | null;
            /**
             * @description ADJUST only, optional: when the change applies, if earlier than now (a back-dated
             *     correction). Not in the future; a back-dated adjustment needs a reason.
             */
            effectiveAt: string | null;
            /**
             * @description ADJUST only: why (COUNT, DAMAGE, THEFT, CORRECTION, OTHER). Optional for the spec's plain
             *     adjustments; the Adjust screen always sends one
             *     (docs/decisions/back-dated-corrections-and-reasons.md).
             */
            reason: string | null;
            /** @description A note to the reason; required for OTHER. */
            reasonNote: string | null;
            products: components["schemas"]["OrderLineRequest"][];
        };
        PlaceOrderRequest: {
            /** @description Typed so that class-transformer makes an empty OrderRequest of an object, walking nothing. */
            order: components["schemas"]["OrderRequest"];
        };
        PlacedOrderIdResponse: {
            id: string;
        };
        PlacedOrderResponse: {
            order: components["schemas"]["PlacedOrderIdResponse"];
        };
        UpdateOrderRequest: {
            notes?: string | null;
            fulfilled?: boolean;
            cancelled?: boolean;
        };
        OrderProviderResponse: {
            id: string;
            name: string;
            email: string | null;
        };
        OrderClientResponse: {
            id: string;
            name: string;
            email: string;
            address: string | null;
        };
        OrderLocationResponse: {
            id: string;
            name: string;
        };
        OrderProductResponse: {
            id: string;
            name: string;
            photo: string | null;
        };
        OrderLineItemResponse: {
            /** @description `<order id>:<line index>`. */
            id: string;
            product: components["schemas"]["OrderProductResponse"];
            quantity: number;
            price: number | null;
            /**
             * @description ORDER only: units shipped so far (see the order's shipments); the rest, unless the order is
             *     cancelled, is backordered. Absent on movements.
             */
            shipped?: number;
            /** @description Lot-tracked products only: the lots its units came from or went into, when placed. */
            lots?: components["schemas"]["OrderLineLotResponse"][];
            /**
             * @description ORDER only: the tax rate in percent the line was placed at (0 for a tax-exempt client, and
             *     for orders placed before rates were kept). Absent on movements.
             */
            tax_rate?: number;
            /**
             * @description ORDER only: quantity times the unit price, in the order's currency, as an exact decimal
             *     string ("12.50"; "1250" for yen). Absent on movements.
             */
            total?: string;
        };
        OrderTaxResponse: {
            /** @description Percent. */
            rate: number;
            /** @description The total of the lines at this rate, a decimal string. */
            base: string;
            /** @description The tax on the base, rounded half away from zero, a decimal string. */
            amount: string;
        };
        OrderTotalsResponse: {
            /** @description The lines' totals, before tax. */
            subtotal: string;
            /** @description One entry per tax rate the lines have, lowest rate first. */
            taxes: components["schemas"]["OrderTaxResponse"][];
            /** @description The sum of the taxes. */
            tax: string;
            /** @description Subtotal plus tax. */
            total: string;
        };
        OrderHoldResponse: {
            reason: string;
            /** @description The client's open balance when the order was placed, before it. */
            balance: string;
            limit: string;
            /** @description This order's total, tax included. */
            total: string;
            currency: string;
        };
        AttachmentResponse: {
            /** @description Always null here: a link is asked for per file (it expires), `…/attachments/{id}/download`. */
            download_url: string | null;
            id: string;
            file_name: string;
            file_type: string;
            file_size: number;
            storage_path: string;
            uploaded_by: string;
            /** @enum {string} */
            uploaded_by_role: "PROVIDER" | "CLIENT";
            /** @description ISO timestamp. */
            created_at: string;
        };
        OrderResponse: {
            id: string;
            /**
             * @description Its number as people read it, in the provider's series in the order placed: `#1001` for an
             *     order, `MV-1001` for a movement.
             */
            number: string;
            /** @description ISO timestamp. */
            created_at: string;
            /** @enum {string} */
            transaction_type: "ORDER" | "ADJUST" | "IN" | "OUT";
            cancelled: boolean;
            fulfilled: boolean;
            /**
             * @description Where it stands: an order is PENDING, PARTIALLY_SHIPPED once some of it has shipped,
             *     SHIPPED once all of it has (fulfilled), or CANCELLED; a movement is PENDING, FULFILLED or
             *     CANCELLED.
             * @enum {string}
             */
            status: "PENDING" | "CANCELLED" | "PARTIALLY_SHIPPED" | "SHIPPED" | "FULFILLED";
            /**
             * @description Whether it waits for staff: an order not cancelled that is still to ship (pending, partly
             *     shipped) or has a return to answer or receive. The inbox lists these first.
             */
            needs_action: boolean;
            notes: string | null;
            provider: components["schemas"]["OrderProviderResponse"];
            client: components["schemas"]["OrderClientResponse"] | null;
            location: components["schemas"]["OrderLocationResponse"];
            line_items: components["schemas"]["OrderLineItemResponse"][];
            /**
             * @description The currency (ISO 4217) of its prices: an order's as placed (for orders placed before it
             *     was kept, and for movements, the provider's currency now).
             */
            currency: string;
            /** @description ORDER only: its totals, frozen with its prices and rates; null for movements. */
            totals: components["schemas"]["OrderTotalsResponse"] | null;
            /**
             * @description ORDER only, and only while it is held: its credit hold, until a member releases it (it
             *     cannot ship or be invoiced meanwhile). Absent otherwise.
             */
            hold?: components["schemas"]["OrderHoldResponse"] | null;
            attachments: components["schemas"]["AttachmentResponse"][];
            /**
             * @description ADJUST only (issue 20): why the adjustment was made, null when no reason was given. Absent
             *     on the other types.
             * @enum {string|null}
             */
            reason?: "COUNT" | "DAMAGE" | "THEFT" | "CORRECTION" | "OTHER" | null;
            /** @description ADJUST only: the note to the reason, null for none. */
            reason_note?: string | null;
        };
        OneOrderResponse: {
            order: components["schemas"]["OrderResponse"];
        };
        AddAttachmentRequest: {
            storage_path: string;
            file_name: string;
            /** @description Accepted for the spec's body; the server records the type and size it found on upload. */
            file_type?: string;
            file_size?: number;
            /** @description Accepted for the spec's body; the server records the signed-in member. */
            uploaded_by?: string;
            uploaded_by_role?: string;
        };
        AddedAttachmentResponse: {
            /** @description A link to the file that works for 5 minutes. */
            download_url: string;
            id: string;
            file_name: string;
            file_type: string;
            file_size: number;
            storage_path: string;
            uploaded_by: string;
            /** @enum {string} */
            uploaded_by_role: "PROVIDER" | "CLIENT";
            /** @description ISO timestamp. */
            created_at: string;
        };
        OneAttachmentResponse: {
            attachment: components["schemas"]["AddedAttachmentResponse"];
        };
        OrderListResponse: {
            orders: components["schemas"]["OrderResponse"][];
            pagination: components["schemas"]["PaginationResponse"];
        };
        OrderHistoryEntryResponse: {
            /**
             * @description The order event's type.
             * @enum {string}
             */
            type: "OrderPlaced" | "OrderShipped" | "ReturnRequested" | "ReturnApproved" | "ReturnRefused" | "ReturnReceived" | "OrderNotesChanged" | "OrderFulfilled" | "OrderCancelled" | "AttachmentAdded" | "AttachmentRemoved" | "OrderHeld" | "OrderReleased";
            /** @description ISO time. */
            at: string;
            /** @description Global position in the event store: unique within the order. */
            position: string;
            actor: components["schemas"]["LedgerActorResponse"];
            /** @description What changed: the notes set, the file added or removed, who cancelled. */
            detail: {
                [key: string]: unknown;
            };
        };
        OrderHistoryResponse: {
            history: components["schemas"]["OrderHistoryEntryResponse"][];
        };
        OrderMarginLineResponse: {
            product_id: string;
            product_name: string;
            /** @description Units shipped less those returned. */
            units_sold: number;
            /** @description Those units at the line's price, before tax, in the order's currency. */
            revenue: number;
            /** @description What those units cost, at moving-average cost when they shipped, in the provider's currency. */
            cost_of_goods: number;
            margin: number;
        };
        OrderMarginResponse: {
            order_id: string;
            currency: string;
            revenue: number;
            cost_of_goods: number;
            margin: number;
            /** @description The margin as a share of revenue, in percent to one decimal; null without revenue. */
            margin_percent: number | null;
            lines: components["schemas"]["OrderMarginLineResponse"][];
        };
        PortalClientResponse: {
            id: string;
            name: string;
            email: string;
        };
        PortalShopResponse: {
            /** @description The name on the provider's documents; null: the provider's name. */
            legal_name: string | null;
            /** @description The provider's postal address, lines separated by newlines; null when it has set none. */
            address: string | null;
            /** @description The provider's email, as its orders show it to the client. */
            email: string | null;
            /** @description The phone number the provider gives its clients (business settings); null for none. */
            phone: string | null;
            /**
             * @description Where the portal reads the provider's logo (PNG or JPEG), under the portal's own key; null
             *     when the provider has none.
             */
            logo_url: string | null;
            /** @description ISO 4217: the currency the provider's orders are in. */
            currency: string;
            /** @description BCP 47: how the provider writes amounts and dates. */
            locale: string;
        };
        ClientLinkResponse: {
            id: string;
            active: boolean;
            provider: components["schemas"]["NamedRefResponse"];
            client: components["schemas"]["PortalClientResponse"];
            shop: components["schemas"]["PortalShopResponse"];
        };
        ClientLinkListResponse: {
            providerClients: components["schemas"]["ClientLinkResponse"][];
        };
        LinkRequestResponse: {
            id: string;
            provider: components["schemas"]["NamedRefResponse"];
        };
        LinkRequestListResponse: {
            /** @description Always empty in a provider's link: only the client's own portal has requests. */
            link_requests: components["schemas"]["LinkRequestResponse"][];
        };
        LinkAnswerResponse: {
            id: string;
            /** @enum {string} */
            status: "ACCEPTED" | "DECLINED";
        };
        AnsweredLinkRequestResponse: {
            link_request: components["schemas"]["LinkAnswerResponse"];
        };
        LeftProviderResponse: {
            provider: components["schemas"]["NamedRefResponse"];
        };
        PortalLocationResponse: {
            id: string;
            name: string;
        };
        CatalogFilterResponse: {
            /** @description The values present among the client's products, sorted (true before false). */
            values: (string | boolean)[];
            id: string;
            /** @description The field's label ("Category"). */
            name: string;
            /**
             * @description TEXT and SELECT values are texts, BOOLEAN values true or false.
             * @enum {string}
             */
            type: "TEXT" | "BOOLEAN" | "SELECT";
        };
        PriceOptionResponse: {
            price: number;
            label: string;
            /** @description What the label says in brackets: the custom price's name, Custom, or Default. */
            note: string;
        };
        ClientProductResponse: {
            id: string;
            name: string;
            photo: string | null;
            thumbnail: string | null;
            /** @description The provider's own stock-keeping code, when it gave one: buyers search by it. */
            sku: string | null;
            /** @description The price that applies first. */
            price: number;
            prices: components["schemas"]["PriceOptionResponse"][];
            /**
             * @description The fewest units a line of it may hold (0 aside): the client's own rule for the product,
             *     else the product's; null: no minimum.
             */
            min_quantity: number | null;
            /** @description Units it is ordered in multiples of (the client's own rule, else the product's); null: any. */
            case_pack: number | null;
            /**
             * @description Quantity-break prices, minimums rising (the client's own for the product, else the
             *     product's): a line of at least `min_quantity` units is priced at the break's price when it
             *     is below `price`. [] for none.
             */
            price_breaks: components["schemas"]["PriceBreakResponse"][];
            /**
             * @description Null when the provider has no default location (the order form then says so), and always
             *     when the provider shows stock in words (`portal_stock` words).
             */
            available: number | null;
            /**
             * @description The stock in words, in both modes: `low` at or below the stock's reorder point (else at or
             *     below 5 units); null when not known (no default location).
             * @enum {string|null}
             */
            availability: "in_stock" | "low" | "out_of_stock" | null;
            /** @description The product's values of the catalog's filter fields, by field id; no other custom field. */
            filter_values: {
                [key: string]: unknown;
            };
        };
        ClientProductListResponse: {
            /** @description The provider's default location, where the client's orders go; null when it has none. */
            location: components["schemas"]["PortalLocationResponse"] | null;
            /**
             * @description The smallest total before tax an order may have, in the provider's currency (the shop's);
             *     null: none.
             */
            min_order_value: number | null;
            /**
             * @description How the provider shows its stock: `exact` (each product's `available`), or `words` (only
             *     `availability`; out-of-stock products are listed too, to be seen but not ordered).
             * @enum {string}
             */
            portal_stock: "exact" | "words";
            /** @description The filters the New order page offers: fields with a value among these products. */
            filters: components["schemas"]["CatalogFilterResponse"][];
            /**
             * @description How many products the search finds that can be listed (in words, out of stock ones too;
             *     else those available), of which `products` is the page asked for; without a search or a
             *     page, `products` is the whole catalog, the unavailable included.
             */
            total: number;
            products: components["schemas"]["ClientProductResponse"][];
        };
        QuickOrderLineRequest: {
            /** @description Matched case aside, spaces around it ignored. */
            sku: string;
            quantity: number;
        };
        QuickOrderRequest: {
            /** Format: uuid */
            provider_id: string;
            lines: components["schemas"]["QuickOrderLineRequest"][];
        };
        QuickOrderProductResponse: {
            id: string;
            name: string;
            sku: string;
            /** @description The client's price: the price that applies first. */
            price: number;
            /** @description The fewest units the client may order of it (its own rule, else the product's); null: none. */
            min_quantity: number | null;
            /** @description Units it is sold in multiples of, for this client; null: any whole number. */
            case_pack: number | null;
        };
        QuickOrderLineResponse: {
            /**
             * @description `ok`: added; `capped`: fewer available, lowered to what may be ordered of the `available`
             *     (`added`); `merged`: the same product as an earlier line (`merged_into`), added together
             *     there; `unknown_sku`: no product has it; `not_offered`: a product the client may not order;
             *     `out_of_stock`; `not_enough_stock`: fewer available than asked, where the provider shows
             *     stock in words (no number, nothing added); `invalid_quantity`: 0, or the lines of one product
             *     together above the most one line takes; `below_minimum`, `not_a_case_multiple`: the product's
             *     ordering rules (`product.min_quantity`, `product.case_pack`), for the lines together.
             * @enum {string}
             */
            verdict: "ok" | "capped" | "merged" | "unknown_sku" | "not_offered" | "out_of_stock" | "not_enough_stock" | "invalid_quantity" | "below_minimum" | "not_a_case_multiple";
            /** @description The line's place in `lines`, from 1. */
            line: number;
            /** @description The SKU as sent, without the spaces around it. */
            sku: string;
            /** @description The units this line asked. */
            quantity: number;
            /** @description The product, unless the SKU is unknown or the product not offered to the client. */
            product: components["schemas"]["QuickOrderProductResponse"] | null;
            /** @description Units that go into the cart for this line: its product's lines together, on the first. */
            added: number;
            /**
             * @description `capped`, `out_of_stock`, and a rule's verdict given for want of stock: the units that may be
             *     ordered now; else null, and always null where the provider shows stock in words.
             */
            available: number | null;
            /** @description The later lines of the same product, counted with this one (its verdict is theirs). */
            merged_lines: number[];
            /** @description A later line of a product: the first line, whose verdict counted this one; else null. */
            merged_into: number | null;
        };
        QuickOrderResponse: {
            lines: components["schemas"]["QuickOrderLineResponse"][];
        };
        ClientOrderListResponse: {
            orders: components["schemas"]["OrderResponse"][];
        };
        AttachmentDownloadResponse: {
            /** @description A link to the file that works for 5 minutes. */
            download_url: string;
        };
        SavedListLineResponse: {
            product_id: string;
            /** @description The product's name today, else as it was when the line was saved. */
            name: string;
            quantity: number;
            /** @description False: the client may no longer order the product; the portal names it, never drops it. */
            orderable: boolean;
        };
        SavedListResponse: {
            id: string;
            name: string;
            created_at: string;
            updated_at: string;
            lines: components["schemas"]["SavedListLineResponse"][];
        };
        SavedListsResponse: {
            lists: components["schemas"]["SavedListResponse"][];
        };
        SavedListLineRequest: {
            /** Format: uuid */
            product_id: string;
            quantity: number;
        };
        CreateSavedListRequest: {
            /** Format: uuid */
            provider_id: string;
            /** @description 1 to 80 characters, spaces around it dropped; one list of a name per provider. */
            name: string;
            lines: components["schemas"]["SavedListLineRequest"][];
        };
        UpdateSavedListRequest: {
            name?: string;
            /** @description Replace the list's lines with these. */
            lines?: components["schemas"]["SavedListLineRequest"][];
        };
        ShipOrderRequest: {
            /**
             * Format: date
             * @example 2026-12-05
             */
            shipped_on?: string | null;
            products?: components["schemas"]["TransferLineRequest"][];
            carrier?: string | null;
            tracking_number?: string | null;
        };
        ShipmentProductResponse: {
            id: string;
            name: string;
            sku: string | null;
        };
        ShipmentLineResponse: {
            product: components["schemas"]["ShipmentProductResponse"];
            quantity: number;
            /** @description Lot-tracked products only: the lots its units were, first expiry first. */
            lots?: components["schemas"]["OrderLineLotResponse"][];
        };
        ShipmentResponse: {
            order_id: string;
            /** @description 1 for the order's first shipment, 2 for the next, …: with the order, its id. */
            sequence: number;
            /** @description The order's number and the shipment's sequence, as people read it: `#1001-2`. */
            number: string;
            /** @description The day the goods left, YYYY-MM-DD. */
            shipped_on: string;
            carrier: string | null;
            tracking_number: string | null;
            /** @description ISO timestamp of when it was recorded. */
            created_at: string;
            lines: components["schemas"]["ShipmentLineResponse"][];
        };
        OneShipmentResponse: {
            shipment: components["schemas"]["ShipmentResponse"];
        };
        ShipmentListResponse: {
            shipments: components["schemas"]["ShipmentResponse"][];
        };
        ReturnLineRequest: {
            /** Format: uuid */
            product_id: string;
            quantity: number;
            /** @enum {string} */
            reason: "DAMAGED" | "WRONG_ITEM" | "NOT_AS_DESCRIBED" | "NOT_NEEDED" | "OTHER";
        };
        RequestReturnRequest: {
            products: components["schemas"]["ReturnLineRequest"][];
            note?: string | null;
        };
        ReturnLineResponse: {
            product_id: string;
            product_name: string;
            quantity: number;
            /** @enum {string} */
            reason: "OTHER" | "DAMAGED" | "WRONG_ITEM" | "NOT_AS_DESCRIBED" | "NOT_NEEDED";
            /** @description Once received: units put back into stock, and units written off (with the reason). */
            restocked: number | null;
            written_off: number | null;
            write_off_reason: string | null;
        };
        ReturnResponse: {
            order_id: string;
            /** @description 1 for the order's first return, 2 for the next, …: with the order, its id. */
            sequence: number;
            /** @description The order's number and the return's: `#1001-R1`. */
            number: string;
            /** @enum {string} */
            status: "APPROVED" | "RECEIVED" | "REQUESTED" | "REFUSED";
            /**
             * @description Who asked: the client from the portal, or staff.
             * @enum {string}
             */
            requested_by: "PROVIDER" | "CLIENT";
            note: string | null;
            /** @description Why staff refused it, when they did. */
            refusal: string | null;
            /** @description Where the restocked units went, once received. */
            location_id: string | null;
            /** @description ISO timestamps. */
            requested_at: string;
            answered_at: string | null;
            received_at: string | null;
            lines: components["schemas"]["ReturnLineResponse"][];
        };
        OneReturnResponse: {
            return: components["schemas"]["ReturnResponse"];
        };
        RefuseReturnRequest: {
            reason: string;
        };
        ReceivedLineRequest: {
            /** Format: uuid */
            product_id: string;
            /** @description Units put back into stock. */
            restock: number;
            /** @description Units written off. */
            write_off: number;
            /** @enum {string|null} */
            write_off_reason?: "COUNT" | "DAMAGE" | "THEFT" | "CORRECTION" | "OTHER" | null;
        };
        ReceiveReturnRequest: {
            products?: components["schemas"]["ReceivedLineRequest"][] | null;
            location_id?: string | null;
        };
        ReturnListResponse: {
            returns: components["schemas"]["ReturnResponse"][];
        };
        IssueInvoiceRequest: {
            /**
             * Format: date
             * @description The day the invoice is dated, up to a year back (a delivery invoiced late); absent: today.
             */
            issued_on?: string | null;
            shipment?: number | null;
        };
        InvoiceTaxResponse: {
            /** @description Percent. */
            rate: number;
            base: string;
            amount: string;
        };
        InvoiceResponse: {
            /**
             * @description The client's own payment terms its due date follows; null: the provider's default.
             * @enum {string|null}
             */
            payment_terms: "PREPAID" | "NET_15" | "NET_30" | "NET_60" | null;
            /**
             * @description Invoices only: PAID when nothing is open; OVERDUE when open after its due date.
             * @enum {string|null}
             */
            payment_status: "PAID" | "OPEN" | "OVERDUE" | null;
            id: string;
            /**
             * @description An invoice, or a credit note (what a received return gives back).
             * @enum {string}
             */
            kind: "INVOICE" | "CREDIT_NOTE";
            /** @description INV-1001 (or CN-1001), in the provider's series of its kind, with no gaps. */
            number: string;
            /** @description A credit note's return (`#1001-R1`); null on invoices. */
            return_number: string | null;
            /** @description The order's invoices a credit note credits; empty on invoices. */
            credited_invoices: string[];
            order_id: string;
            order_number: string;
            /** @description The shipment invoiced (`#1001-2`), null when the invoice covers the whole order. */
            shipment_number: string | null;
            /** @description YYYY-MM-DD. */
            issued_on: string;
            /** @description YYYY-MM-DD. */
            due_on: string;
            /** @description ISO 4217. */
            currency: string;
            /** @description Exact decimal strings of the currency. */
            subtotal: string;
            taxes: components["schemas"]["InvoiceTaxResponse"][];
            tax: string;
            total: string;
            /** @description Invoices only (null on credit notes): the payments recorded against it. */
            paid: string | null;
            /** @description Invoices only: what credit notes credited against it. */
            credited: string | null;
            /** @description Invoices only: total less paid less credited, never below 0. */
            open_amount: string | null;
        };
        OneInvoiceResponse: {
            invoice: components["schemas"]["InvoiceResponse"];
        };
        InvoiceListResponse: {
            invoices: components["schemas"]["InvoiceResponse"][];
        };
        RecordPaymentRequest: {
            /**
             * @description The amount received, in the invoice’s currency: at most what is open on it.
             * @example 120.50
             */
            amount: number | string;
            /**
             * Format: date
             * @description The day it was received (YYYY-MM-DD); absent: today.
             */
            paid_on?: string | null;
        };
        ClientCreditResponse: {
            /**
             * @description Null: the provider's default payment terms apply.
             * @enum {string|null}
             */
            payment_terms: "PREPAID" | "NET_15" | "NET_30" | "NET_60" | null;
            /** @description The provider's default payment terms, in days (what applies when payment_terms is null). */
            default_payment_terms_days: number;
            /** @description Null: no limit. */
            credit_limit: string | null;
            /** @description ISO 4217: the provider's currency, which the limit and balance are in. */
            currency: string;
            /** @description What the client owes: open invoices, and orders not cancelled and not yet invoiced. */
            balance: string;
            /** @description Of the balance, what its open invoices owe. */
            invoices_open: string;
            open_invoices: number;
            overdue_invoices: number;
        };
        ClientInvoicesResponse: {
            invoices: components["schemas"]["InvoiceResponse"][];
            currency: string;
            balance: string;
            /** @description Null: no limit (the portal then shows no limit). */
            credit_limit: string | null;
        };
        AskRequest: {
            /** @example Which products are low in stock? */
            query: string;
        };
        QueryFilterResponse: {
            /** @description The value compared with: text, a number, true or false, or a list (names, a period's ends). */
            value: string | number | boolean | string[];
            column: string;
            operator: string;
        };
        DatabaseQueryResponse: {
            table: string;
            columns: string[];
            filters: components["schemas"]["QueryFilterResponse"][];
        };
        SortingResponse: {
            by: string;
            /** @enum {string} */
            direction: "asc" | "desc";
        };
        AnalyticalIntentResponse: {
            /** @enum {string} */
            analysis_type: "list" | "total" | "ranking" | "breakdown" | "time_series";
            groupings: string[];
            /** @enum {string} */
            value_function: "list" | "sum" | "count" | "average" | "share";
            sorting: components["schemas"]["SortingResponse"];
        };
        FilterAppliedResponse: {
            dimension: string;
            user_input: string;
            /** @description Names of the provider's records the input matched. */
            matches_found: string[];
            /** @description Records of the queried entity (in its scope and period) that the filter alone matches. */
            records_matched: number;
        };
        EntityMatchingResponse: {
            filters_applied: components["schemas"]["FilterAppliedResponse"][];
        };
        QueryDetailsResponse: {
            database_query: components["schemas"]["DatabaseQueryResponse"];
            analytical_intent: components["schemas"]["AnalyticalIntentResponse"];
            entity_matching: components["schemas"]["EntityMatchingResponse"];
        };
        TableColumnResponse: {
            /** @description The key of the column's values in each row. */
            key: string;
            label: string;
            /** @enum {string} */
            type: "number" | "text" | "currency" | "percentage" | "date" | "month";
        };
        TableMetadataResponse: {
            sort_column: string;
            /** @enum {string} */
            sort_direction: "asc" | "desc";
        };
        TableDataResponse: {
            /** @description Column key to value (null for none). */
            rows: {
                [key: string]: unknown;
            }[];
            columns: components["schemas"]["TableColumnResponse"][];
            metadata: components["schemas"]["TableMetadataResponse"];
        };
        AssistantReplyResponse: {
            answer: string;
            query_details: components["schemas"]["QueryDetailsResponse"] | null;
            table_data: components["schemas"]["TableDataResponse"] | null;
        };
        SelfHostedBillingResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            mode: "self-hosted";
            /** @enum {number|null} */
            plan: null;
            /** @enum {number|null} */
            ordersThisMonth: null;
            /** @enum {number|null} */
            freeOrdersPerMonth: null;
        };
        StripeBillingResponse: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            mode: "stripe";
            /** @enum {string} */
            plan: "free" | "pro";
            ordersThisMonth: number;
            freeOrdersPerMonth: number;
        };
        BillingLinkResponse: {
            url: string;
        };
        StripeWebhookReceivedResponse: {
            /** @enum {boolean} */
            received: true;
        };
        ReportLocationResponse: {
            id: string;
            name: string | null;
        };
        FiguresResponse: {
            current: number;
            committed: number;
            total: number;
        };
        FigureChangeResponse: {
            current: number;
            committed: number;
        };
        ReportCellResponse: {
            product_id: string;
            product_name: string | null;
            location_id: string;
            location_name: string | null;
            /** @description As of the period's start, as known when the report was made. */
            opening: components["schemas"]["FiguresResponse"];
            /** @description As of the period's end, as known when the report was made. */
            closing: components["schemas"]["FiguresResponse"];
            /** @description The period's changes added up. */
            change: components["schemas"]["FigureChangeResponse"];
            /** @description How many changes apply in the period. */
            changes: number;
            /** @description Whether opening plus the period's changes is the closing figure. */
            reconciles: boolean;
        };
        ReportTotalsResponse: {
            opening: components["schemas"]["FiguresResponse"];
            change: components["schemas"]["FigureChangeResponse"];
            closing: components["schemas"]["FiguresResponse"];
            changes: number;
            reconciles: boolean;
        };
        MovementLineResponse: {
            /** @description ORDER, IN, OUT or ADJUST. */
            order_type: string;
            /** @description placed, fulfilled or cancelled. */
            event_type: string;
            /** @description In words: "Stock in", "Order committed", "Adjustment"… */
            label: string;
            /** @description An adjustment's reason (COUNT, DAMAGE, THEFT, CORRECTION, OTHER); null otherwise or none. */
            reason: string | null;
            changes: number;
            current: number;
            committed: number;
        };
        ReportActorResponse: {
            id: string | null;
            type: string | null;
            name: string | null;
        };
        ReportAdjustmentResponse: {
            event_id: string;
            order_id: string;
            position: string;
            product_id: string;
            product_name: string | null;
            location_id: string;
            location_name: string | null;
            actor: components["schemas"]["ReportActorResponse"];
            reason: string | null;
            note: string | null;
            delta: number;
            /** @description ISO time. */
            recorded_at: string;
            /** @description ISO time. */
            effective_at: string;
            /** @description Whether it applies earlier than it was recorded. */
            back_dated: boolean;
        };
        ReplayVerdictResponse: {
            /** @description Whether the ledger agrees with the events, row by row in commit order. */
            agrees: boolean;
            /** @description The verdict in one sentence, then a line per problem found. */
            summary: string;
            problems: string[];
            /** @description The moment the figures were compared at (ISO). */
            as_of: string;
            /** @description The provider's events replayed. */
            events: number;
            /** @description The cells replayed. */
            cells: number;
        };
        SignedCheckpointResponse: {
            provider: string;
            /** @description Global position of the newest stock event it covers ("commit/prepare"). */
            position: string;
            /** @description How many of the provider's stock events it covers: the tree's size, the chain's length. */
            count: number;
            /** @description RFC 6962 head of the Merkle tree over those events' leaves (hex). */
            root: string;
            /** @description The hash chain's head after them (the chain of `audit verify-chain`, hex). */
            head: string;
            /** @description When it was signed (ISO). */
            time: string;
            /** @description The Ed25519 public key that signed it (32 bytes, hex): which key to check it with. */
            key: string;
            /** @description Ed25519 signature of the checkpoint's text (base64). */
            signature: string;
        };
        CheckpointCoverageResponse: {
            /** @description The newest position the report's figures rest on (null: none; any checkpoint covers). */
            needed: string | null;
            /** @description The newest checkpoint that reaches it, or null. */
            checkpoint: components["schemas"]["SignedCheckpointResponse"] | null;
            /** @description In words: which checkpoint covers the period, or why none does. */
            summary: string;
        };
        ReportLocationValueResponse: {
            location_id: string;
            location_name: string | null;
            value: number;
            cogs: number;
        };
        ReportValueResponse: {
            /** @description The moment the value stands at (ISO): the period's end, or when the report was made if earlier. */
            as_of: string;
            /** @description Per location with stock value (only the report's location when it has one), to the cent. */
            locations: components["schemas"]["ReportLocationValueResponse"][];
            /** @description The stock's value over those locations. */
            total: number;
            /** @description The cost of goods sold in the period (effective after `from` and by `to`). */
            cogs: number;
            /** @description Whether the replay found the value as the events make it: no difference. */
            verified: boolean;
        };
        AuditReportResponse: {
            provider_id: string;
            /** @description The period's start (ISO): changes after it count; opening figures are as of it. */
            from: string;
            /** @description The period's end (ISO): changes by it count; closing figures are as of it. */
            to: string;
            /** @description Every figure is as known at this moment (ISO): when the report was made. */
            known_at: string;
            /** @description Null: every location. */
            location: components["schemas"]["ReportLocationResponse"] | null;
            cells: components["schemas"]["ReportCellResponse"][];
            totals: components["schemas"]["ReportTotalsResponse"];
            movements: components["schemas"]["MovementLineResponse"][];
            adjustments: components["schemas"]["ReportAdjustmentResponse"][];
            /** @description How many adjustments the period has: more than listed when the list was cut. */
            adjustment_count: number;
            replay: components["schemas"]["ReplayVerdictResponse"];
            checkpoint: components["schemas"]["CheckpointCoverageResponse"];
            value: components["schemas"]["ReportValueResponse"];
        };
        OneAuditReportResponse: {
            report: components["schemas"]["AuditReportResponse"];
        };
        CheckpointKeyResponse: {
            id: string;
            /** @description The public key (SPKI, PEM). */
            pem: string;
        };
        CheckpointListResponse: {
            public_key: components["schemas"]["CheckpointKeyResponse"];
            checkpoints: components["schemas"]["SignedCheckpointResponse"][];
        };
        NewestCheckpointResponse: {
            /** @description The provider's newest checkpoint after signing, null while it has none. */
            checkpoint: components["schemas"]["SignedCheckpointResponse"] | null;
        };
        FoundOrderResponse: {
            id: string;
            /** @description As people read it: SO-1051, #1001, MV-1002. */
            number: string;
            /** @enum {string} */
            transaction_type: "ORDER" | "ADJUST" | "IN" | "OUT";
            /** @enum {string} */
            status: "PENDING" | "CANCELLED" | "PARTIALLY_SHIPPED" | "SHIPPED" | "FULFILLED";
            client_name: string | null;
            /** @description ISO timestamp. */
            created_at: string;
            /** @description The order's total, an exact decimal string in `currency`; null for movements. */
            total: string | null;
            currency: string;
        };
        FoundProductResponse: {
            id: string;
            name: string;
            sku: string | null;
            barcode: string | null;
            active: boolean;
        };
        FoundClientResponse: {
            id: string;
            name: string;
            email: string;
        };
        SearchResponse: {
            /** @description Orders and movements whose number the text is; newest first. */
            orders: components["schemas"]["FoundOrderResponse"][];
            /** @description Exact SKU or barcode first, then names and SKUs starting with the text, then holding it. */
            products: components["schemas"]["FoundProductResponse"][];
            /** @description The email exactly first, then names and emails starting with the text, then holding it. */
            clients: components["schemas"]["FoundClientResponse"][];
        };
        DemoDataResponse: {
            /** @enum {string} */
            status: "none" | "loading" | "loaded" | "removing";
            /** @description ISO time the sample data was loaded; null unless loaded. */
            loaded_at: string | null;
            /** @description How many of each the sample data holds (0 when none is loaded). */
            locations: number;
            products: number;
            clients: number;
            orders: number;
        };
        DemoDataStatusResponse: {
            demo_data: components["schemas"]["DemoDataResponse"];
        };
        CreateWebhookRequest: {
            /** @description The endpoint's address: https (or http), public unless the operator allows private ones. */
            url: string;
            /** @description The events it receives, each named once (an unknown name is refused with a 400). */
            events: ("order.placed" | "order.shipped" | "order.fulfilled" | "order.cancelled" | "stock.changed" | "stock.low" | "stock.recovered" | "transfer.created" | "transfer.shipped" | "transfer.received" | "transfer.written_off" | "transfer.cancelled")[];
            description?: string;
        };
        WebhookResponse: {
            id: string;
            url: string;
            description: string | null;
            /** @description The event types sent to it. */
            events: ("order.placed" | "order.shipped" | "order.fulfilled" | "order.cancelled" | "stock.changed" | "stock.low" | "stock.recovered" | "transfer.created" | "transfer.shipped" | "transfer.received" | "transfer.written_off" | "transfer.cancelled")[];
            enabled: boolean;
            created_at: string;
        };
        NewWebhookResponse: {
            webhook: components["schemas"]["WebhookResponse"];
            secret: string;
        };
        WebhookListResponse: {
            webhooks: components["schemas"]["WebhookResponse"][];
            /** @description Every event type an endpoint may ask for. */
            event_types: ("order.placed" | "order.shipped" | "order.fulfilled" | "order.cancelled" | "stock.changed" | "stock.low" | "stock.recovered" | "transfer.created" | "transfer.shipped" | "transfer.received" | "transfer.written_off" | "transfer.cancelled")[];
        };
        UpdateWebhookRequest: {
            url?: string;
            /** @description The events it receives from now on, replacing the pick before. */
            events?: ("order.placed" | "order.shipped" | "order.fulfilled" | "order.cancelled" | "stock.changed" | "stock.low" | "stock.recovered" | "transfer.created" | "transfer.shipped" | "transfer.received" | "transfer.written_off" | "transfer.cancelled")[];
            description?: string;
            /** @description false: no deliveries are made for it (events meanwhile are not sent later); true: again. */
            enabled?: boolean;
        };
        OneWebhookResponse: {
            webhook: components["schemas"]["WebhookResponse"];
        };
        DeletedWebhookResponse: {
            deleted: boolean;
        };
        DeliveryResponse: {
            id: string;
            webhook_id: string;
            event_id: string;
            /** @enum {string} */
            event_type: "order.placed" | "order.shipped" | "order.fulfilled" | "order.cancelled" | "stock.changed" | "stock.low" | "stock.recovered" | "transfer.created" | "transfer.shipped" | "transfer.received" | "transfer.written_off" | "transfer.cancelled";
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            /** @description The endpoint's HTTP status on the last attempt; null before one, or without an answer. */
            response_code: number | null;
            error: string | null;
            created_at: string;
            first_attempt_at: string | null;
            last_attempt_at: string | null;
            next_attempt_at: string | null;
            delivered_at: string | null;
        };
        DeliveryListResponse: {
            deliveries: components["schemas"]["DeliveryResponse"][];
            pagination: components["schemas"]["PaginationResponse"];
        };
        OneDeliveryResponse: {
            delivery: components["schemas"]["DeliveryResponse"];
        };
        BuyerResponse: {
            id: string;
            name: string;
            email: string;
            /**
             * @description ADMIN manages the company's buyers in the portal; BUYER orders.
             * @enum {string}
             */
            role: "ADMIN" | "BUYER";
            /** @description The most one order may total before tax without approval; null: no limit. */
            order_limit: number | null;
            /** @description Approves colleagues' orders above their limits. */
            approver: boolean;
            created_at: string;
        };
        BuyerListResponse: {
            buyers: components["schemas"]["BuyerResponse"][];
        };
        InviteBuyerRequest: {
            name: string;
            email: string;
            /**
             * @description ADMIN manages the company's buyers in the portal; BUYER (the default) orders.
             * @enum {string}
             */
            role?: "ADMIN" | "BUYER";
            /** @description The most one order may total before tax without approval; null or absent: no limit. */
            order_limit?: number | null;
            /** @description Whether they approve the orders of colleagues above their limits. */
            approver?: boolean;
        };
        OneBuyerResponse: {
            buyer: components["schemas"]["BuyerResponse"];
        };
        UpdateBuyerRequest: {
            name?: string;
            /** @enum {string} */
            role?: "ADMIN" | "BUYER";
            order_limit?: number | null;
            approver?: boolean;
        };
        PersonResponse: {
            name: string;
            email: string;
        };
        PlacedByResponse: {
            name: string;
            email: string;
            approved_by: components["schemas"]["PersonResponse"] | null;
        };
        OrderPlacedByResponse: {
            /** @description Null: no buyer signed in placed it (staff, an API key, or the anonymous link). */
            placed_by: components["schemas"]["PlacedByResponse"] | null;
        };
        BuyerSignInRequest: {
            email: string;
        };
        BuyerSignInSentResponse: {
            message: string;
        };
        BuyerSessionRequest: {
            token: string;
        };
        BuyerSessionResponse: {
            session_token: string;
            expires_at: string;
            buyer: components["schemas"]["BuyerResponse"];
        };
        ApprovalLineResponse: {
            product_id: string;
            quantity: number;
        };
        ApprovalRequestResponse: {
            id: string;
            provider_id: string;
            /** @enum {string} */
            status: "APPROVED" | "DECLINED" | "WAITING";
            placed_by: components["schemas"]["PersonResponse"];
            lines: components["schemas"]["ApprovalLineResponse"][];
            notes: string | null;
            /** @description Before tax, in `currency`. */
            total: number;
            currency: string;
            /** @description Who may approve it (the company's approvers but its buyer). */
            approvers: components["schemas"]["PersonResponse"][];
            decided_by: components["schemas"]["PersonResponse"] | null;
            decline_reason: string | null;
            /** @description The order it became once approved. */
            order_id: string | null;
            created_at: string;
            decided_at: string | null;
        };
        ApprovalRequestListResponse: {
            requests: components["schemas"]["ApprovalRequestResponse"][];
        };
        OneApprovalRequestResponse: {
            request: components["schemas"]["ApprovalRequestResponse"];
        };
        DeclineApprovalRequest: {
            reason: string;
        };
        OrderPlacedByItem: {
            order_id: string;
            placed_by: components["schemas"]["PlacedByResponse"];
        };
        ClientOrdersPlacedByResponse: {
            orders: components["schemas"]["OrderPlacedByItem"][];
        };
        QuoteClientResponse: {
            id: string;
            name: string;
        };
        QuoteLineResponse: {
            product_id: string;
            name: string;
            sku: string | null;
            quantity: number;
            /** @description The unit price quoted. */
            price: number;
            /** @description quantity × price, an exact decimal string of the quote's currency. */
            total: string;
            /** @description What the buyer asked for, and the price their list gave then; null on a line staff added. */
            requested_quantity: number | null;
            requested_price: number | null;
        };
        QuoteOrderResponse: {
            id: string;
            /** @description As people read it: #1001, or the provider's prefix. */
            number: string;
        };
        QuoteResponse: {
            /**
             * @description EXPIRED: sent, and its valid-until day is over.
             * @enum {string}
             */
            state: "REQUESTED" | "SENT" | "ACCEPTED" | "DECLINED" | "EXPIRED";
            /** @enum {string|null} */
            declined_by: "client" | "provider" | null;
            /** @description What the reader may do now. */
            actions: ("accept" | "decline" | "revise" | "send")[];
            id: string;
            /** @description Q-1001: numbered per provider. */
            number: string;
            client: components["schemas"]["QuoteClientResponse"];
            currency: string;
            lines: components["schemas"]["QuoteLineResponse"][];
            /** @description The sum of the lines, before tax (the order reckons its tax). */
            subtotal: string;
            /** @description The buyer's note with the request. */
            request_note: string | null;
            /** @description The staff's note with the quote. */
            provider_note: string | null;
            /** @description The last day the quote may be accepted (YYYY-MM-DD, UTC); null: no limit. */
            valid_until: string | null;
            /** @description The order an accepted quote became. */
            order: components["schemas"]["QuoteOrderResponse"] | null;
            created_at: string;
            updated_at: string;
            sent_at: string | null;
        };
        ClientQuotesResponse: {
            quotes: components["schemas"]["QuoteResponse"][];
        };
        QuoteLineRequest: {
            /** Format: uuid */
            product_id: string;
            quantity: number;
        };
        RequestQuoteRequest: {
            /** Format: uuid */
            provider_id: string;
            lines: components["schemas"]["QuoteLineRequest"][];
            /** @description What the buyer tells the provider (delivery, a target price); at most 1,000 characters. */
            note?: string | null;
        };
        ProviderQuotesResponse: {
            quotes: components["schemas"]["QuoteResponse"][];
            total: number;
        };
        QuoteLineChangeRequest: {
            /** Format: uuid */
            product_id: string;
            quantity: number;
            /** @description The unit price quoted, at most 2 decimals. */
            price: number;
        };
        ReviseQuoteRequest: {
            lines?: components["schemas"]["QuoteLineChangeRequest"][];
            /**
             * Format: date
             * @description The last day the buyer may accept (YYYY-MM-DD, UTC); null for no limit.
             */
            valid_until?: string | null;
            provider_note?: string | null;
        };
        PurchaseSuggestionLineResponse: {
            product_id: string;
            product_name: string;
            sku: string | null;
            location_id: string;
            location_name: string;
            current_stock: number;
            in_transit_stock: number;
            minimum: number;
            on_order: number;
            /** @description What to buy: the Low stock suggestion less what is on order, in whole packs, at least the supplier's minimum. */
            quantity: number;
            /** @description The preferred supplier's price, in its currency; null without one. */
            unit_price: number | null;
            pack_size: number;
            min_order_quantity: number;
        };
        PurchaseSuggestionGroupResponse: {
            supplier: {
                id: string;
                name: string;
                currency: string;
            };
            lines: components["schemas"]["PurchaseSuggestionLineResponse"][];
        };
        PurchaseSuggestionsResponse: {
            groups: components["schemas"]["PurchaseSuggestionGroupResponse"][];
        };
        OnOrderResponse: {
            location_id: string;
            product_id: string;
            on_order: number;
        };
        OnOrderListResponse: {
            on_order: components["schemas"]["OnOrderResponse"][];
        };
        PurchaseLineRequest: {
            /** Format: uuid */
            product_id: string;
            quantity: number;
            /** @description In the supplier's currency, at most 2 decimals; absent: the supplier's price for it. */
            unit_price?: number;
        };
        DraftPurchaseOrderRequest: {
            /**
             * Format: uuid
             * @description Where the goods are to come in.
             */
            location_id: string;
            lines: components["schemas"]["PurchaseLineRequest"][];
            /** Format: date */
            expected_on?: string | null;
            notes?: string | null;
            /** Format: uuid */
            supplier_id: string;
        };
        PurchaseOrderLineResponse: {
            product_id: string;
            product_name: string;
            sku: string | null;
            quantity: number;
            received: number;
            /** @description Still to come (0 once closed or cancelled). */
            outstanding: number;
            /** @description In the order's currency. */
            unit_price: number;
        };
        ReceiptLineResponse: {
            product_id: string;
            quantity: number;
            /** @description In the provider's currency, the landed costs included. */
            unit_cost: number;
            lot_code: string | null;
        };
        PurchaseReceiptResponse: {
            receipt_id: string;
            effective_at: string;
            lines: components["schemas"]["ReceiptLineResponse"][];
        };
        LandedCostResponse: {
            /** @enum {string} */
            spread_by: "value" | "quantity";
            label: string;
            amount: number;
        };
        CorrectedCostResponse: {
            product_id: string;
            unit_cost: number;
            previous_unit_cost: number;
        };
        PurchaseOrderStepResponse: {
            /** @enum {string} */
            type: "PurchaseOrderDrafted" | "PurchaseOrderChanged" | "PurchaseOrderSent" | "PurchaseOrderReceived" | "PurchaseOrderClosed" | "PurchaseOrderCancelled" | "StockCostCorrected";
            at: string;
            actor_id: string | null;
            /** @description Sent: to whom (null: marked sent). */
            to?: string | null;
            /** @description Received: the IN movement it placed. */
            receipt_id?: string;
            lines?: components["schemas"]["ReceiptLineResponse"][];
            exchange_rate?: number;
            landed_costs?: components["schemas"]["LandedCostResponse"][];
            /** @description Received late, or a cost corrected: when it applies, if not when recorded. */
            effective_at?: string;
            /** @description A receipt's costs corrected (`receipt_id`): each line's new and previous unit cost. */
            corrected?: components["schemas"]["CorrectedCostResponse"][];
            /** @description Closed short, or a cost corrected: why. */
            reason?: string | null;
        };
        PurchaseOrderResponse: {
            /** @enum {string} */
            status: "DRAFT" | "SENT" | "PARTIALLY_RECEIVED" | "RECEIVED" | "CLOSED" | "CANCELLED";
            id: string;
            /** @description As people read it: PO-1001, in the provider's series in the order drafted. */
            number: string;
            supplier: {
                id: string;
                name: string;
            };
            location: {
                id: string;
                name: string;
            };
            /** @description ISO 4217: the supplier's, which the prices are in. */
            currency: string;
            expected_on: string | null;
            notes: string | null;
            /** @description The lines' quantities at their prices, in the order's currency. */
            total: number;
            lines: components["schemas"]["PurchaseOrderLineResponse"][];
            receipts: components["schemas"]["PurchaseReceiptResponse"][];
            history: components["schemas"]["PurchaseOrderStepResponse"][];
            created_at: string;
            updated_at: string;
        };
        OnePurchaseOrderResponse: {
            purchase_order: components["schemas"]["PurchaseOrderResponse"];
        };
        ChangePurchaseOrderRequest: {
            /**
             * Format: uuid
             * @description Where the goods are to come in.
             */
            location_id: string;
            lines: components["schemas"]["PurchaseLineRequest"][];
            /** Format: date */
            expected_on?: string | null;
            notes?: string | null;
        };
        SendPurchaseOrderRequest: {
            /** Format: email */
            to?: string;
            mark_only?: boolean;
        };
        PurchaseReceiptLineRequest: {
            /** Format: uuid */
            product_id: string;
            quantity: number;
            /** @description Products that keep lots: the lot the units go into. */
            lot_code?: string | null;
            /** Format: date */
            expiry_date?: string | null;
        };
        LandedCostRequest: {
            /** @description What it is: Freight, Duty, … */
            label: string;
            /** @description In the provider's currency, at most 2 decimals. */
            amount: number;
            /**
             * @description Shared among the receipt's lines by their value or by their units.
             * @enum {string}
             */
            spread_by: "value" | "quantity";
        };
        ReceivePurchaseOrderRequest: {
            lines: components["schemas"]["PurchaseReceiptLineRequest"][];
            /** @description The provider's currency per unit of the order's; required when they differ. */
            exchange_rate?: number | null;
            landed_costs?: components["schemas"]["LandedCostRequest"][];
            /**
             * Format: date-time
             * @description When the goods came, if before now (a receipt recorded late): the stock and its value count
             *     from then. A day alone is its start, UTC. Not in the future.
             */
            effective_at?: string | null;
        };
        CorrectedCostLineRequest: {
            /** Format: uuid */
            product_id: string;
            /** @description The unit's corrected cost, in the provider's currency (at most 4 decimals kept). */
            unit_cost: number;
        };
        CorrectReceiptCostRequest: {
            lines: components["schemas"]["CorrectedCostLineRequest"][];
            /**
             * Format: date-time
             * @description When the corrected cost applies: when the goods came (default), or later; not in the future.
             */
            effective_at?: string | null;
            reason?: string | null;
        };
        ClosePurchaseOrderRequest: {
            reason?: string | null;
        };
        PurchaseOrdersResponse: {
            purchase_orders: components["schemas"]["PurchaseOrderResponse"][];
            total: number;
        };
        SupplierResponse: {
            /** @enum {string|null} */
            payment_terms: "PREPAID" | "NET_15" | "NET_30" | "NET_60" | null;
            id: string;
            name: string;
            contact_name: string | null;
            email: string | null;
            phone: string | null;
            /** @description ISO 4217: the currency of its prices. */
            currency: string;
            /** @description Days from ordering to delivery. */
            lead_time_days: number;
            notes: string | null;
            /** @description false: archived, hidden from the list unless asked for. */
            active: boolean;
            /** @description How many products it has a price for. */
            price_count: number;
            created_at: string;
            updated_at: string;
        };
        SuppliersResponse: {
            suppliers: components["schemas"]["SupplierResponse"][];
            total: number;
        };
        SupplierAnswer: {
            supplier: components["schemas"]["SupplierResponse"];
        };
        CreateSupplierRequest: {
            /** @description Days from ordering to delivery, 0 to 365. */
            lead_time_days?: number;
            /**
             * @description When its invoices are due (the clients' terms); null for none.
             * @enum {string|null}
             */
            payment_terms?: "PREPAID" | "NET_15" | "NET_30" | "NET_60" | null;
            name: string;
            /** @description Whom to ask at the supplier. */
            contact_name?: string | null;
            email?: string | null;
            /** @description Digits, spaces and + ( ) - . / only, at most 40 characters (as the provider's own phone). */
            phone?: string | null;
            /** @description ISO 4217, the currency of its prices; absent or null on a new supplier: the provider's. */
            currency?: string | null;
            notes?: string | null;
            /** @description false archives it: hidden from the list unless asked for. */
            active?: boolean;
        };
        UpdateSupplierRequest: {
            /** @description Days from ordering to delivery, 0 to 365. */
            lead_time_days?: number;
            /**
             * @description When its invoices are due (the clients' terms); null for none.
             * @enum {string|null}
             */
            payment_terms?: "PREPAID" | "NET_15" | "NET_30" | "NET_60" | null;
            name?: string;
            /** @description Whom to ask at the supplier. */
            contact_name?: string | null;
            email?: string | null;
            /** @description Digits, spaces and + ( ) - . / only, at most 40 characters (as the provider's own phone). */
            phone?: string | null;
            /** @description ISO 4217, the currency of its prices; absent or null on a new supplier: the provider's. */
            currency?: string | null;
            notes?: string | null;
            /** @description false archives it: hidden from the list unless asked for. */
            active?: boolean;
        };
        SupplierPriceSupplierResponse: {
            id: string;
            name: string;
            currency: string;
            active: boolean;
        };
        SupplierPriceProductResponse: {
            id: string;
            name: string;
            sku: string | null;
        };
        SupplierPriceResponse: {
            supplier: components["schemas"]["SupplierPriceSupplierResponse"];
            product: components["schemas"]["SupplierPriceProductResponse"];
            /** @description The supplier's own code for the product. */
            supplier_sku: string | null;
            /** @description Per unit, an exact decimal string ("12.50") in `currency`. */
            unit_price: string;
            /** @description The supplier's currency. */
            currency: string;
            /** @description Units in a pack. */
            pack_size: number;
            /** @description The fewest units an order may take: whole packs. */
            min_order_quantity: number;
            /** @description The product's preferred supplier (one at most per product). */
            preferred: boolean;
            updated_at: string;
        };
        SupplierPricesResponse: {
            prices: components["schemas"]["SupplierPriceResponse"][];
            total: number;
        };
        SetSupplierPriceRequest: {
            /**
             * @description A number or a decimal string, not negative, at most 2 decimal places.
             * @example 12.50
             */
            unit_price: number | string;
            /**
             * @description Units in a pack the supplier sells; 1 unless said.
             * @default 1
             */
            pack_size: number;
            /** @description The fewest units one order may take: whole packs; one pack unless said. */
            min_order_quantity?: number;
            /** @description The supplier's own code for the product; null or blank for none. */
            supplier_sku?: string | null;
            /** @description The product's preferred supplier: setting it clears it on the product's others. */
            preferred?: boolean;
        };
        SupplierPriceAnswer: {
            price: components["schemas"]["SupplierPriceResponse"];
        };
        /** @description Every error answer (4xx and 5xx). */
        ErrorResponse: {
            /** @example 400 */
            statusCode: number;
            /** @example name should not be empty */
            error: string;
            /** @example name should not be empty */
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Health_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SignUp_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    LogIn_logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogInRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RefreshSession_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshSessionRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    LogOut_logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SetLanguage_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetLanguageRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountUserResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SendPasswordReset_sendReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendPasswordResetRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetSentResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ResetPassword_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RecoverSession_recover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverSessionRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AcceptInvite_acceptInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInviteRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListUsers_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    InviteUser_invite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteUserRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneTeamMemberResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ResendInvite_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneTeamMemberResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UpdateUser_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: string;
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneTeamMemberResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProviderCard_card: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneProviderCardResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListApiKeys_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CreateApiKey_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewApiKeyResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RevokeApiKey_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: string;
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneApiKeyResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListCustomFields_list: {
        parameters: {
            query?: {
                entity_type?: "PRODUCTS" | "CLIENTS";
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CreateCustomField_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFieldRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneCustomFieldResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UpdateCustomField_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFieldRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneCustomFieldResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CreateProduct_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProductRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneProductResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProductById_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                product_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneProductResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UpdateProduct_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                product_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProductRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneProductResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListProducts_list: {
        parameters: {
            query?: {
                include_metadata?: string;
                /**
                 * @description Only the products this text finds, case aside: a name or SKU starting with it, a barcode
                 *     equal to it, or (three characters on) a name holding it. The total counts those alone.
                 */
                search?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ImportProducts_importCsv: {
        parameters: {
            query?: {
                /** @description true (the default) checks the file and writes nothing; false imports it. */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        /** @description A CSV file with a header row, up to 20 MB. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ExportProducts_exportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file: a header row, then a line per row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UploadFile_upload: {
        parameters: {
            query?: {
                bucket?: "product_photos" | "order_attachments";
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        /** @description The file, as a multipart form with one file part (photos: JPEG, PNG, WebP). */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedFileResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ServeFile_serve: {
        parameters: {
            query?: {
                size?: string;
                expires?: string;
                signature?: string;
            };
            header?: never;
            path: {
                bucket: string;
                owner: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                    "image/webp": string;
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RemoveFile_remove: {
        parameters: {
            query: {
                file: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListLocations_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    LocationById_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                location_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneLocationResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UpdateLocation_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                location_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLocationRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneLocationResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CreateLocation_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLocationRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneLocationResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Settings_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneSettingsResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UpdateSettings_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSettingsRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneSettingsResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Logo_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SetLogo_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneSettingsResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SetLogo_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneSettingsResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListProviderClients_list: {
        parameters: {
            query?: {
                /**
                 * @description Only the clients this text finds, case aside: a name or email starting with it or (three
                 *     characters on) holding it. The total counts those alone.
                 */
                search?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderClientListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProviderClientByClient_get: {
        parameters: {
            query: {
                client_id: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneProviderClientResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SetProviderClientActive_setActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetProviderClientActiveRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderClientChangedResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CreateClient_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateClientRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewClientResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientById_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneClientResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UpdateClient_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateClientRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneClientResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ExportClients_exportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file: a header row, then a line per row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ImportClients_importCsv: {
        parameters: {
            query?: {
                /** @description true (the default) checks the file and writes nothing; false imports it. */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        /** @description A CSV file with a header row, up to 20 MB. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListCustomPrices_list: {
        parameters: {
            query?: {
                client_id?: string;
                product_id?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomPriceListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CreateCustomPrice_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomPriceRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneCustomPriceResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UpdateCustomPrice_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomPriceRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneCustomPriceResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    DeleteCustomPrice_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListAvailability_list: {
        parameters: {
            query: {
                client_id: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AddAvailability_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddAvailabilityRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneAvailabilityResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RemoveAvailability_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListOrderRules_list: {
        parameters: {
            query?: {
                client_id?: string;
                product_id?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderRulesListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CreateOrderRules_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderRulesRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneOrderRulesResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UpdateOrderRules_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrderRulesRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneOrderRulesResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    DeleteOrderRules_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListPriceBreaks_list: {
        parameters: {
            query?: {
                client_id?: string;
                product_id?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPriceBreaksListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientPriceBreaks_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePriceBreaksRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneClientPriceBreaksResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientPriceBreaks_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePriceBreaksRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneClientPriceBreaksResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientPriceBreaks_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientLinkKey_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientLinkKeyResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ReplaceClientLinkKey_replace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientLinkKeyResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientLinkRequest_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientLinkRequestResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    WithdrawLinkRequest_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawnLinkRequestResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientCredit_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientCreditResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SetClientCredit_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetClientCreditRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientCreditTermsResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    StockValue_asOf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockValueResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    StockValue_costOfGoods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostOfGoodsResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    StockValue_products: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductValuesResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ExportInventory_exportCsv: {
        parameters: {
            query?: {
                as_of?: string;
                /**
                 * @description With `as_of`: the figures as they were known then, back-dated corrections recorded later left
                 *     out (default: as known now).
                 */
                known_at?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file: a header row, then a line per row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Inventory_list: {
        parameters: {
            query?: {
                /** @description Only products whose custom values include these: a JSON object of field id to value. */
                metadata?: {
                    [key: string]: unknown;
                };
                as_of?: string;
                /**
                 * @description With `as_of`: the figures as they were known then, back-dated corrections recorded later left
                 *     out (default: as known now).
                 */
                known_at?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventoryResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    StockAtLocation_stock: {
        parameters: {
            query: {
                location_id: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockAtLocationResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProductStock_stock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                product_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductStockResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    StockHistory_history: {
        parameters: {
            query?: {
                product_id?: string;
                location_id?: string;
                from?: string;
                to?: string;
                /** @description Only the changes recorded by then: the history as it was known at that moment. */
                known_at?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON; with `format=csv`, a text/csv file of the same data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockHistoryResponse"];
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ExplainBalance_explain: {
        parameters: {
            query: {
                product_id: string;
                location_id: string;
                /** @description The moment the balance stands at, as the grid's As of (default: now). */
                as_of?: string;
                /** @description As known then: changes recorded later are left out (default: now). */
                known_at?: string;
                /** @description How many of the latest changes to list (default 100); earlier ones are brought forward. */
                limit?: number;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExplainBalanceResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ExportTransfers_exportCsv: {
        parameters: {
            query?: {
                status?: ("CANCELLED" | "CREATED" | "IN_TRANSIT" | "PARTIALLY_RECEIVED" | "RECEIVED")[];
                location_id?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file: a header row, then a line per row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListTransfers_list: {
        parameters: {
            query?: {
                status?: ("CANCELLED" | "CREATED" | "IN_TRANSIT" | "PARTIALLY_RECEIVED" | "RECEIVED")[];
                location_id?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CreateTransfer_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTransferRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneTransferResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    TransferById_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                transfer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneTransferResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ShipTransfer_ship: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                transfer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneTransferResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ReceiveTransfer_receive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                transfer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiveTransferRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneTransferResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CancelTransfer_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                transfer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneTransferResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    LowStock_list: {
        parameters: {
            query?: {
                location_id?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LowStockResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ExportLots_exportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file: a header row, then a line per row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ExportLotMovements_exportCsv: {
        parameters: {
            query?: {
                product_id?: string;
                location_id?: string;
                /** @description The lot's code, whatever its case. */
                lot_code?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file: a header row, then a line per row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListLots_list: {
        parameters: {
            query?: {
                as_of?: string;
                /**
                 * @description With `as_of`: the figures as they were known then, back-dated corrections recorded later left
                 *     out (default: as known now).
                 */
                known_at?: string;
                product_id?: string;
                location_id?: string;
                /** @description Only lots expiring within this many days (expired ones included). */
                expiring_within_days?: number;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LotListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    LotTrace_trace: {
        parameters: {
            query?: {
                product_id?: string;
            };
            header?: never;
            path: {
                provider_id: string;
                lot_code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LotTraceResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ExportReorderPoints_exportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file: a header row, then a line per row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ReorderPoints_list: {
        parameters: {
            query?: {
                product_id?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReorderPointListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SetReorderPoints_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetReorderPointsRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReorderPointsSetResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ImportReorderPoints_importCsv: {
        parameters: {
            query?: {
                /** @description true (the default) checks the file and writes nothing; false imports it. */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        /** @description A CSV file with a header row, up to 20 MB. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListCounts_list: {
        parameters: {
            query?: {
                status?: ("OPEN" | "APPROVED" | "CANCELLED")[];
                location_id?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    StartCount_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartCountRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneCountResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CountById_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                count_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneCountResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    EnterCounts_enter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                count_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnterCountsRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneCountResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ApproveCount_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                count_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneCountResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CancelCount_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                count_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneCountResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PlaceOrder_place: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceOrderRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrderById_get: {
        parameters: {
            query?: {
                as_of?: string;
            };
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UpdateOrder_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrderRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AddAttachment_add: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddAttachmentRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneAttachmentResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RemoveAttachment_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
                attachment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ExportOrders_exportCsv: {
        parameters: {
            query?: {
                inbox?: string;
                /** @description Only what waits for staff (see `needs_action` on each order). */
                needs_action?: string;
                type?: "ORDER" | "ADJUST" | "IN" | "OUT";
                product_id?: string;
                client_id?: string;
                location_id?: string;
                startDate?: string;
                endDate?: string;
                /**
                 * @description Only the order or movement of this number: `1001` (any), `#1001` or `SO-1001` (an order
                 *     whose prefix is that one, case aside) or `MV-1001` (a movement).
                 */
                number?: string;
                /**
                 * @description Only the orders and movements this text finds, case aside: its number as `number` takes it
                 *     (`1051`, `SO-1051`, `MV-1002`), or a client whose name starts with it or (three characters
                 *     on) holds it. The total counts those alone.
                 */
                search?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file: a header row, then a line per row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListOrders_list: {
        parameters: {
            query?: {
                inbox?: string;
                /** @description Only what waits for staff (see `needs_action` on each order). */
                needs_action?: string;
                type?: "ORDER" | "ADJUST" | "IN" | "OUT";
                product_id?: string;
                client_id?: string;
                location_id?: string;
                startDate?: string;
                endDate?: string;
                /**
                 * @description Only the order or movement of this number: `1001` (any), `#1001` or `SO-1001` (an order
                 *     whose prefix is that one, case aside) or `MV-1001` (a movement).
                 */
                number?: string;
                /**
                 * @description Only the orders and movements this text finds, case aside: its number as `number` takes it
                 *     (`1051`, `SO-1051`, `MV-1002`), or a client whose name starts with it or (three characters
                 *     on) holds it. The total counts those alone.
                 */
                search?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrderHistory_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderHistoryResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrderMargin_margin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderMarginResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientLinks_links: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientLinkListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientLinkRequests_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkRequestListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AnswerLinkRequest_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                request_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnsweredLinkRequestResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AnswerLinkRequest_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                request_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnsweredLinkRequestResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    LeaveProvider_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeftProviderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientProducts_products: {
        parameters: {
            query: {
                provider_id: string;
                search?: string;
            };
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientProductListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    QuickOrder_check: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuickOrderRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientProviderLogo_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientOrders_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientOrderListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientOrderById_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UpdateClientOrder_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrderRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AttachmentDownloadLink_link: {
        parameters: {
            query?: {
                provider_id?: string;
                client_id?: string;
            };
            header?: never;
            path: {
                order_id: string;
                attachment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachmentDownloadResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SavedListsQuery_lists: {
        parameters: {
            query: {
                provider_id: string;
            };
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedListsResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SavedLists_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSavedListRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SavedLists_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSavedListRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SavedLists_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ReleaseOrder_release: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrderShipments_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ShipOrder_ship: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipOrderRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneShipmentResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientOrderShipments_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PackingSlip_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
                sequence: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientPackingSlip_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
                sequence: number;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrderReturns_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RequestReturn_request: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestReturnRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneReturnResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientOrderReturns_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReturnListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientRequestReturn_request: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestReturnRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneReturnResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AnswerReturn_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
                sequence: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneReturnResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AnswerReturn_refuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
                sequence: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefuseReturnRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneReturnResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ReceiveReturn_receive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
                sequence: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceiveReturnRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneReturnResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrderInvoices_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    IssueInvoice_issue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueInvoiceRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneInvoiceResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    IssueCreditNote_issue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
                sequence: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneInvoiceResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientOrderInvoices_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    InvoicePdf_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientInvoicePdf_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RecordPayment_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                invoice_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordPaymentRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneInvoiceResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientInvoices_list: {
        parameters: {
            query?: {
                provider_id?: string;
            };
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientInvoicesResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AskAssistant_ask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AskRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssistantReplyResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    BillingStatus_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelfHostedBillingResponse"] | components["schemas"]["StripeBillingResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OpenBillingLink_link: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingLinkResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ReceiveStripeWebhook_receive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A Stripe event, signed in the `Stripe-Signature` header over the body's bytes. */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StripeWebhookReceivedResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AuditReport_report: {
        parameters: {
            query: {
                /** @description The period's start: the opening figures stand as of this moment. */
                from: string;
                /** @description The period's end: the closing figures stand as of this moment. */
                to: string;
                /** @description Only this location's stock. */
                location_id?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON; with `format=csv`, a text/csv file of the same data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneAuditReportResponse"];
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListCheckpoints_list: {
        parameters: {
            query?: {
                format?: "json" | "jsonl";
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON; with `format=jsonl`, a application/x-ndjson file of the same data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckpointListResponse"];
                    "application/x-ndjson": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SignCheckpoints_sign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewestCheckpointResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Search_search: {
        parameters: {
            query: {
                q: string;
                limit?: number;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    DemoDataStatus_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemoDataStatusResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    LoadDemoData_load: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemoDataStatusResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RemoveDemoData_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemoDataStatusResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListWebhooks_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CreateWebhook_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewWebhookResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    DeleteWebhook_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhookResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    UpdateWebhook_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneWebhookResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListDeliveries_list: {
        parameters: {
            query?: {
                status?: string;
            };
            header?: never;
            path: {
                webhook_id: string;
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ResendDelivery_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
                delivery_id: string;
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneDeliveryResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProviderBuyers_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProviderBuyers_invite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteBuyerRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneBuyerResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProviderBuyers_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
                buyer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBuyerRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneBuyerResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProviderBuyers_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                client_id: string;
                buyer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrderPlacedBy_placedBy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPlacedByResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PortalSignIn_signIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuyerSignInRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerSignInSentResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PortalSignIn_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuyerSessionRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerSessionResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PortalSignIn_me: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneBuyerResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PortalSignIn_signOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PortalTeam_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuyerListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PortalTeam_invite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteBuyerRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneBuyerResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PortalTeam_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                buyer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Approvals_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalRequestListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Approvals_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                request_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneApprovalRequestResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Approvals_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                request_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineApprovalRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneApprovalRequestResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientOrdersPlacedBy_placedBy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientOrdersPlacedByResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientQuotesQuery_list: {
        parameters: {
            query: {
                provider_id: string;
            };
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientQuotesResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientQuotes_request: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestQuoteRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientQuotesQuery_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quote_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientQuotes_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
                quote_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ClientQuotes_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quote_id: string;
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProviderQuotesQuery_list: {
        parameters: {
            query?: {
                /** @description Only quotes in this state (EXPIRED: sent, past their valid-until day). */
                state?: "ACCEPTED" | "DECLINED" | "REQUESTED" | "SENT" | "EXPIRED";
                /** @description A quote's number (Q-1001 or 1001), or its client's name or email. */
                q?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderQuotesResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProviderQuotesQuery_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                quote_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProviderQuotes_revise: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                quote_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviseQuoteRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProviderQuotes_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                quote_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ProviderQuotes_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                quote_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseSuggestions_suggestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseSuggestionsResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseSuggestions_onOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnOrderListResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseOrdersQuery_list: {
        parameters: {
            query?: {
                status?: "CANCELLED" | "PARTIALLY_RECEIVED" | "RECEIVED" | "DRAFT" | "SENT" | "CLOSED";
                supplier_id?: string;
                product_id?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrdersResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseOrders_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DraftPurchaseOrderRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnePurchaseOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseOrdersQuery_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                purchase_order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnePurchaseOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseOrders_change: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                purchase_order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePurchaseOrderRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnePurchaseOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseOrders_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                purchase_order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendPurchaseOrderRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnePurchaseOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseOrders_receive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                purchase_order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReceivePurchaseOrderRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnePurchaseOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseOrders_correctCost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                purchase_order_id: string;
                receipt_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorrectReceiptCostRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnePurchaseOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseOrders_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                purchase_order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClosePurchaseOrderRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnePurchaseOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseOrders_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                purchase_order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnePurchaseOrderResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseOrdersQuery_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                purchase_order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ExportSuppliers_suppliers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file: a header row, then a line per row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ExportSuppliers_prices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV file: a header row, then a line per row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SuppliersQuery_list: {
        parameters: {
            query?: {
                /** @description true lists archived suppliers too (hidden by default). */
                include_archived?: boolean;
                search?: string;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuppliersResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Suppliers_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSupplierRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierAnswer"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SuppliersQuery_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                supplier_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierAnswer"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    Suppliers_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                supplier_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSupplierRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierAnswer"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SupplierPricesQuery_ofSupplier: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path: {
                provider_id: string;
                supplier_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPricesResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SupplierPricesQuery_ofProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                product_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPricesResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SupplierPrices_set: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                supplier_id: string;
                product_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetSupplierPriceRequest"];
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPriceAnswer"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    SupplierPrices_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider_id: string;
                supplier_id: string;
                product_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ImportSuppliers_suppliers: {
        parameters: {
            query?: {
                /** @description true (the default) checks the file and writes nothing; false imports it. */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        /** @description A CSV file with a header row, up to 20 MB. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ImportSuppliers_prices: {
        parameters: {
            query?: {
                /** @description true (the default) checks the file and writes nothing; false imports it. */
                dry_run?: boolean;
            };
            header?: never;
            path: {
                provider_id: string;
            };
            cookie?: never;
        };
        /** @description A CSV file with a header row, up to 20 MB. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            /** @description The answer, as JSON. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportResponse"];
                };
            };
            /** @description The request is invalid: the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No valid bearer token (member access token or API key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The provider’s plan does not include this. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The caller may not do this for this provider (membership, permission or key scope). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Nothing found at this path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body is larger than this route accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The body’s type is not accepted here. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Too many requests: wait for the number of seconds in `Retry-After`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
