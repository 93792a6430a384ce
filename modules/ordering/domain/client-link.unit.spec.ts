import { LINK_DISABLED, linkRefusal, reachableProviders } from './client-link';

const shop = (providerId: string, active: boolean) => ({ providerId, active });

describe('client link: a disabled link closes its provider’s data to the client', () => {
  it('refuses a provider whose link is disabled, with the sentence the client reads', () => {
    const refusal = linkRefusal([shop('p1', false), shop('p2', true)], 'p1');
    expect(refusal?.kind).toBe('forbidden');
    expect(refusal?.message).toBe(LINK_DISABLED);
  });

  it('lets the client reach another provider whose link is still active', () => {
    expect(linkRefusal([shop('p1', false), shop('p2', true)], 'p2')).toBeUndefined();
    expect(reachableProviders([shop('p1', false), shop('p2', true)])).toEqual(new Set(['p2']));
  });

  it('refuses the client’s data at large only when every link is disabled', () => {
    expect(linkRefusal([shop('p1', false), shop('p2', true)], null)).toBeUndefined();
    expect(linkRefusal([shop('p1', false), shop('p2', false)], null)?.message).toBe(LINK_DISABLED);
  });

  it('leaves a client without links, or a provider it has no link with, to the route', () => {
    expect(linkRefusal([], null)).toBeUndefined();
    expect(linkRefusal([shop('p1', true)], 'p9')).toBeUndefined();
  });
});
