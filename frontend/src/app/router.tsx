import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { PageLoader } from '../components/page-loader';
import { prefetchInbox } from '../features/orders/api/inbox-query';
import { PageError } from '../features/provider/components/page-error';
import { findMembership, getSession } from '../lib/session';
import { quoteCartAction } from './routes/client-new-order-route';
import { providerGuard } from './routes/provider-guard';
import { RouteError } from './routes/route-error';

/**
 * The provider frame's pages under one error boundary of their own: a page that cannot be shown
 * (offline, its code not loaded yet) says so inside the menu and header, which stay usable. A
 * path no page answers reads "Page not found" there too; the bare provider path opens the inbox.
 */
function inProviderFrame(pages: RouteObject[]): RouteObject[] {
  return [
    {
      ErrorBoundary: PageError,
      children: [
        {
          index: true,
          loader: ({ params }) => redirect(`/provider/${params.providerId}/inbox`),
        },
        ...pages,
        {
          path: '*',
          lazy: () =>
            import('../components/not-found').then((module) => ({
              Component: module.UnknownProviderPage,
            })),
        },
      ],
    },
  ];
}

/**
 * Every page is its own chunk: the first visit downloads only the page it lands on. A route
 * whose data is known up front starts reading it as it is entered, while its code loads
 * (`queryClient` is the app's, so the page finds the read under its own key).
 */
export function createAppRouter(queryClient: QueryClient) {
  /** The inbox's first page, read in parallel with the provider layout's and inbox's code. */
  const inboxLoader = ({ params }: LoaderFunctionArgs) => {
    // Only for a member of the provider: otherwise the guard sends the visitor to log in. The
    // All view's first page, whichever view is asked: the page's early read (index.html) is of
    // that page, and taken in now it is kept live; a late take would show it as it was.
    if (params.providerId && findMembership(getSession(), params.providerId))
      prefetchInbox(queryClient, params.providerId);
    return null;
  };

  return createBrowserRouter([
    {
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        {
          index: true,
          lazy: () =>
            import('../features/landing/components/landing-page').then((module) => ({
              Component: module.LandingPage,
            })),
        },
        {
          path: 'login',
          lazy: () =>
            import('../features/auth/components/login-page').then((module) => ({
              Component: module.LoginPage,
            })),
        },
        {
          path: 'signup',
          lazy: () =>
            import('../features/auth/components/signup-page').then((module) => ({
              Component: module.SignupPage,
            })),
        },
        {
          path: 'reset',
          lazy: () =>
            import('../features/auth/components/reset-page').then((module) => ({
              Component: module.ResetPage,
            })),
        },
        {
          path: 'invite',
          lazy: () =>
            import('../features/auth/components/invite-page').then((module) => ({
              Component: module.InvitePage,
            })),
        },
        // Client portal: public.
        {
          // With the buyer's sign-in and menu entries (routes/buyers-routes).
          lazy: () =>
            import('./routes/buyers-routes').then((module) => ({
              Component: module.ClientLayoutRoute,
            })),
          children: [
            {
              path: 'client/:clientId',
              lazy: () =>
                import('./routes/buyers-routes').then((module) => ({
                  Component: module.ClientOrdersRoute,
                })),
            },
            {
              path: 'client/:clientId/order',
              lazy: () =>
                import('../features/order-form/components/client-new-order-page').then(
                  (module) => ({
                    // Request a quote beside Create in the cart (routes/client-new-order-route).
                    element: <module.ClientNewOrderPage cartAction={quoteCartAction} />,
                  }),
                ),
            },
            {
              path: 'client/:clientId/quotes',
              lazy: () =>
                import('../features/quotes/components/client-quotes-page').then((module) => ({
                  Component: module.ClientQuotesPage,
                })),
            },
            {
              path: 'client/:clientId/quotes/:quoteId',
              lazy: () =>
                import('../features/quotes/components/client-quote-page').then((module) => ({
                  Component: module.ClientQuotePage,
                })),
            },
            {
              path: 'client/:clientId/invoices',
              lazy: () =>
                import('../features/client-portal/components/portal-invoices-page').then(
                  (module) => ({ Component: module.PortalInvoicesPage }),
                ),
            },
            {
              path: 'client/:clientId/order/:orderId',
              lazy: () =>
                import('./routes/order-routes').then((module) => ({
                  Component: module.ClientOrderPage,
                })),
            },
            // Company accounts: a buyer's sign-in (and the emailed link's landing), the
            // orders waiting for approval, the company's team.
            {
              path: 'client/:clientId/sign-in',
              lazy: () =>
                import('../features/buyers/components/portal-sign-in-page').then((module) => ({
                  Component: module.PortalSignInPage,
                })),
            },
            {
              path: 'client/:clientId/approvals',
              lazy: () =>
                import('../features/buyers/components/portal-approvals-page').then((module) => ({
                  Component: module.PortalApprovalsPage,
                })),
            },
            {
              path: 'client/:clientId/team',
              lazy: () =>
                import('../features/buyers/components/portal-team-page').then((module) => ({
                  Component: module.PortalTeamPage,
                })),
            },
          ],
        },
        {
          path: 'provider/:providerId',
          loader: providerGuard,
          children: [
            // The print sheet has no navigation chrome.
            {
              path: 'print/:orderId',
              lazy: () =>
                import('./routes/order-routes').then((module) => ({
                  Component: module.PrintOrderPage,
                })),
            },
            {
              lazy: () =>
                import('./routes/provider-layout-route').then((module) => ({
                  Component: module.ProviderLayoutRoute,
                })),
              children: inProviderFrame([
                {
                  path: 'inbox',
                  loader: inboxLoader,
                  lazy: () =>
                    import('../features/orders/components/inbox-page').then((module) => ({
                      Component: module.InboxPage,
                    })),
                },
                {
                  path: 'inventory',
                  lazy: () =>
                    import('./routes/inventory-route').then((module) => ({
                      Component: module.InventoryRoute,
                    })),
                },
                {
                  path: 'adjust',
                  lazy: () =>
                    import('../features/inventory/components/adjust-inventory-page').then(
                      (module) => ({
                        Component: module.AdjustInventoryPage,
                      }),
                    ),
                },
                {
                  path: 'audit-report',
                  lazy: () =>
                    import('../features/audit/components/audit-report-page').then((module) => ({
                      Component: module.AuditReportPage,
                    })),
                },
                {
                  path: 'orders',
                  lazy: () =>
                    import('../features/orders/components/orders-page').then((module) => ({
                      Component: module.OrdersPage,
                    })),
                },
                {
                  path: 'quotes',
                  lazy: () =>
                    import('../features/quotes/components/quotes-page').then((module) => ({
                      Component: module.QuotesPage,
                    })),
                },
                {
                  path: 'quote/:quoteId',
                  lazy: () =>
                    import('../features/quotes/components/quote-page').then((module) => ({
                      Component: module.QuotePage,
                    })),
                },
                {
                  path: 'order',
                  lazy: () =>
                    import('./routes/new-order-route').then((module) => ({
                      Component: module.NewOrderRoute,
                    })),
                },
                {
                  path: 'order/:orderId',
                  lazy: () =>
                    import('./routes/order-routes').then((module) => ({
                      Component: module.ProviderOrderPage,
                    })),
                },
                {
                  path: 'transactions',
                  lazy: () =>
                    import('../features/movements/components/movements-page').then((module) => ({
                      Component: module.MovementsPage,
                    })),
                },
                {
                  path: 'transaction',
                  lazy: () =>
                    import('../features/order-form/components/movement-routes').then((module) => ({
                      Component: module.NewMovementPage,
                    })),
                },
                {
                  path: 'transaction/in',
                  lazy: () =>
                    import('../features/order-form/components/movement-routes').then((module) => ({
                      Component: module.InboundPage,
                    })),
                },
                {
                  path: 'transaction/out',
                  lazy: () =>
                    import('../features/order-form/components/movement-routes').then((module) => ({
                      Component: module.OutboundPage,
                    })),
                },
                {
                  path: 'transaction/:orderId',
                  lazy: () =>
                    import('./routes/order-routes').then((module) => ({
                      Component: module.ProviderMovementPage,
                    })),
                },
                {
                  path: 'transfers',
                  lazy: () =>
                    import('../features/transfers/components/transfers-page').then((module) => ({
                      Component: module.TransfersPage,
                    })),
                },
                {
                  path: 'low-stock',
                  lazy: () =>
                    import('./routes/low-stock-route').then((module) => ({
                      Component: module.LowStockRoute,
                    })),
                },
                {
                  path: 'suppliers',
                  lazy: () =>
                    import('../features/purchasing/components/suppliers-page').then((module) => ({
                      Component: module.SuppliersPage,
                    })),
                },
                {
                  path: 'supplier/:supplierId',
                  lazy: () =>
                    import('../features/purchasing/components/supplier-page').then((module) => ({
                      Component: module.SupplierPage,
                    })),
                },
                {
                  path: 'purchase-orders',
                  lazy: () =>
                    import('../features/purchase-orders/components/purchase-orders-page').then(
                      (module) => ({ Component: module.PurchaseOrdersPage }),
                    ),
                },
                {
                  path: 'purchase-order',
                  lazy: () =>
                    import('../features/purchase-orders/components/purchase-order-form-page').then(
                      (module) => ({ Component: module.NewPurchaseOrderPage }),
                    ),
                },
                {
                  path: 'purchase-order/:purchaseOrderId',
                  lazy: () =>
                    import('../features/purchase-orders/components/purchase-order-page').then(
                      (module) => ({ Component: module.PurchaseOrderPage }),
                    ),
                },
                {
                  path: 'purchase-order/:purchaseOrderId/edit',
                  lazy: () =>
                    import('../features/purchase-orders/components/purchase-order-form-page').then(
                      (module) => ({ Component: module.EditPurchaseOrderPage }),
                    ),
                },
                {
                  path: 'purchase-order/:purchaseOrderId/receive',
                  lazy: () =>
                    import('../features/purchase-orders/components/receive-page').then(
                      (module) => ({ Component: module.ReceivePage }),
                    ),
                },
                {
                  path: 'stock-value',
                  lazy: () =>
                    import('../features/stock-value/components/stock-value-page').then(
                      (module) => ({ Component: module.StockValuePage }),
                    ),
                },
                {
                  path: 'transfer',
                  lazy: () =>
                    import('../features/transfers/components/new-transfer-page').then((module) => ({
                      Component: module.NewTransferPage,
                    })),
                },
                {
                  path: 'transfer/:transferId',
                  lazy: () =>
                    import('../features/transfers/components/transfer-detail-page').then(
                      (module) => ({
                        Component: module.TransferDetailPage,
                      }),
                    ),
                },
                {
                  path: 'counts',
                  lazy: () =>
                    import('../features/counts/components/counts-page').then((module) => ({
                      Component: module.CountsPage,
                    })),
                },
                {
                  path: 'count',
                  lazy: () =>
                    import('../features/counts/components/new-count-page').then((module) => ({
                      Component: module.NewCountPage,
                    })),
                },
                {
                  path: 'count/:countId',
                  lazy: () =>
                    import('../features/counts/components/count-page').then((module) => ({
                      Component: module.CountPage,
                    })),
                },
                {
                  path: 'lots',
                  lazy: () =>
                    import('../features/lots/components/lots-page').then((module) => ({
                      Component: module.LotsPage,
                    })),
                },
                {
                  path: 'lots/:lotCode',
                  lazy: () =>
                    import('../features/lots/components/lot-trace-page').then((module) => ({
                      Component: module.LotTracePage,
                    })),
                },
                {
                  path: 'clients',
                  lazy: () =>
                    import('../features/clients/components/clients-page').then((module) => ({
                      Component: module.ClientsPage,
                    })),
                },
                {
                  path: 'client/:clientId',
                  lazy: () =>
                    import('./routes/buyers-routes').then((module) => ({
                      Component: module.ClientDetailRoute,
                    })),
                },
                {
                  path: 'locations',
                  lazy: () =>
                    import('../features/locations/components/locations-page').then((module) => ({
                      Component: module.LocationsPage,
                    })),
                },
                {
                  path: 'location/:locationId',
                  lazy: () =>
                    import('../features/locations/components/location-detail-page').then(
                      (module) => ({
                        Component: module.LocationDetailPage,
                      }),
                    ),
                },
                {
                  path: 'products',
                  lazy: () =>
                    import('../features/products/components/products-page').then((module) => ({
                      Component: module.ProductsPage,
                    })),
                },
                {
                  path: 'product/:productId',
                  lazy: () =>
                    import('./routes/product-detail-route').then((module) => ({
                      Component: module.ProductDetailRoute,
                    })),
                },
                {
                  path: 'metadata',
                  lazy: () =>
                    import('../features/custom-fields/components/custom-fields-page').then(
                      (module) => ({
                        Component: module.CustomFieldsPage,
                      }),
                    ),
                },
                {
                  path: 'users',
                  lazy: () =>
                    import('../features/team/components/users-page').then((module) => ({
                      Component: module.UsersPage,
                    })),
                },
                {
                  path: 'settings',
                  lazy: () =>
                    import('../features/settings/components/settings-page').then((module) => ({
                      Component: module.SettingsPage,
                    })),
                },
                {
                  path: 'settings/api-keys',
                  lazy: () =>
                    import('../features/api-keys/components/api-keys-page').then((module) => ({
                      Component: module.ApiKeysPage,
                    })),
                },
                {
                  path: 'settings/webhooks',
                  lazy: () =>
                    import('../features/webhooks/components/webhooks-page').then((module) => ({
                      Component: module.WebhooksPage,
                    })),
                },
              ]),
            },
          ],
        },
        {
          path: '*',
          lazy: () =>
            import('./routes/not-found').then((module) => ({ Component: module.NotFoundPage })),
        },
      ],
    },
  ]);
}
