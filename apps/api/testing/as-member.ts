import request from 'supertest';
import type { SignedUp, TestApp } from './create-test-app';

/** Requests to the app with a member's bearer token. */
export function asMember(t: TestApp, who: Pick<SignedUp, 'bearer'>) {
  const http = () => request(t.app.getHttpServer());
  return {
    get: (path: string) => http().get(path).set('Authorization', who.bearer),
    post: (path: string) => http().post(path).set('Authorization', who.bearer),
    put: (path: string) => http().put(path).set('Authorization', who.bearer),
    delete: (path: string) => http().delete(path).set('Authorization', who.bearer),
  };
}
