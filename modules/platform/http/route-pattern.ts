/**
 * The pattern of the route a request matched (`/api/provider/:provider_id/locations`), as
 * Fastify records it; Express's shape is read too, for the benchmark that compares the two.
 */
export function routePattern(request: unknown): string | undefined {
  const r = request as { routeOptions?: { url?: string }; route?: { path?: string } };
  return r.routeOptions?.url ?? r.route?.path;
}
