import { describe, expect, it } from '@jest/globals';
import { dialogsMounted, whenDialogsReady } from './dialogs-ready';

describe('dialogs asked for while their container loads', () => {
  it('opens them, in order, once the container is mounted, and later ones at once', () => {
    const opened: string[] = [];
    whenDialogsReady(() => opened.push('cancel order'));
    whenDialogsReady(() => opened.push('upsell'));
    expect(opened).toEqual([]);
    dialogsMounted();
    expect(opened).toEqual(['cancel order', 'upsell']);
    whenDialogsReady(() => opened.push('delete price'));
    expect(opened).toEqual(['cancel order', 'upsell', 'delete price']);
    dialogsMounted();
    expect(opened).toHaveLength(3);
  });
});
