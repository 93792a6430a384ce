import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { HelmetOptions } from 'helmet';

/** What the app's answers carry: a strict policy for the SPA and the API alike. */
export const SECURITY_HEADER_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // The component kit writes its theme as a <style> element at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Product photos come from the app or, with S3 configured, from the bucket's host.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  referrerPolicy: { policy: 'same-origin' },
  // Served over plain HTTP on a laptop or behind a TLS proxy: the proxy sets HSTS.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets for these options, worked out once. helmet's middleware depends on
 * nothing in the request when no directive is a function (no nonces here), so its answer is
 * the same for every request; building it per request (as the Fastify plugin does, parsing the
 * policy each time) was a measurable share of a small GET's CPU.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let done = false;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      done = true;
    },
  );
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return Object.freeze(headers) as Record<string, string>;
}

/** Every answer (API, SPA, files, errors) carries the security headers. */
export function useSecurityHeaders(
  fastify: FastifyInstance,
  options: Readonly<HelmetOptions> = SECURITY_HEADER_OPTIONS,
): void {
  const headers = securityHeaders(options);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
