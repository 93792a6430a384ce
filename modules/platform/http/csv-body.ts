import { RouteConfig } from '@nestjs/platform-fastify';

/** The route option that marks a CSV import route. */
export const CSV_BODY = 'csvBody';

/** Up to this many bytes of CSV, on the routes marked with `AcceptsCsv` only. */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;

/**
 * Marks the route that takes a CSV file as its body (`text/csv` or `text/plain`, up to 20 MB).
 * Every other route refuses text bodies before reading them, and this one reads them only
 * from a caller with a valid access token, so nobody can make the app buffer megabytes of
 * text without signing in.
 */
export const AcceptsCsv = () => RouteConfig({ [CSV_BODY]: true });
