import type { Frame, Page, Request, Response } from 'playwright-core';
import sharp from 'sharp';
import {
  checkoutCompleted,
  type LocalStripe,
  signedWebhook,
  startLocalStripe,
  stripeEnv,
} from '../modules/billing/testing';
import { describeWithBrowser } from './support/browser';
import { type JourneyPage, useAppInBrowser } from './support/journey';
import { useMailbox } from './support/mailbox';
import { api, linkKeyOf, openFromMenu, signUpOwner, toast } from './support/screens';

const STRIPE_VARIABLES = Object.keys(stripeEnv(''));
const PAYMENT_REQUIRED = /status of 402/;

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** Opens the New product drawer and picks a photo for it. */
async function uploadProductPhoto(page: Page) {
  await openFromMenu(page, 'Products');
  await page.getByRole('button', { name: 'New product' }).click();
  const drawer = page.getByRole('dialog', { name: 'New product' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    drawer.getByRole('button', { name: 'Upload image' }).click(),
  ]);
  await chooser.setFiles({ name: 'crate.png', mimeType: 'image/png', buffer: await png() });
  return drawer;
}

const billingItem = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: /^Billing/ });

/** The page's problems, less the refusals (402) the journey provokes on purpose. */
const unexpected = (visit: JourneyPage) =>
  visit.problems.filter((problem) => !PAYMENT_REQUIRED.test(problem));

describeWithBrowser('billing with Stripe: a Free owner upgrades to Pro', () => {
  useMailbox();
  let stripe: LocalStripe;
  beforeAll(async () => {
    stripe = await startLocalStripe();
    // The app starts (below) with this process's environment: Stripe mode, on the local server.
    Object.assign(process.env, stripeEnv(stripe.url));
  });
  afterAll(async () => {
    for (const name of STRIPE_VARIABLES) delete process.env[name];
    await stripe.close();
  });
  const journey = useAppInBrowser();

  it('meets the upsell at the client link and photo limits, goes through Billing to Checkout, and after the signed webhook has Pro unlocked', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { base, page } = visit;
    try {
      const { providerId } = await signUpOwner(visit, 'Crate Supplies');
      await billingItem(page).getByText('Free', { exact: true }).waitFor();

      // The client link of a Free provider does not open the portal, and says so plainly.
      const { client } = await api<{ client: { id: string } }>(
        page,
        'POST',
        `/provider/${providerId}/client`,
        { name: 'Corner Deli', email: 'deli@example.com' },
      );
      const portal = await visit.context.newPage();
      const key = await linkKeyOf(page, providerId, client.id);
      await portal.goto(`${base}/client/${key}`);
      await portal
        .getByText('This ordering link is not available. Please contact your provider.')
        .waitFor();
      expect(await portal.getByText('Crate Supplies').count()).toBe(0);
      await portal.close();

      // Copying that link opens the upsell instead, also when clicked before the plan is known
      // (the plan's answer held back here until after the click).
      let releasePlan = () => {};
      const planHeld = new Promise<void>((resolve) => {
        releasePlan = resolve;
      });
      await page.route(`**/api/billing/${providerId}`, async (route) => {
        await planHeld;
        await route.continue();
      });
      await page.goto(`${base}/provider/${providerId}/client/${client.id}`);
      await page.getByRole('button', { name: 'Copy client link' }).click();
      releasePlan();
      const upsell = page.getByRole('dialog', { name: 'Upgrade to Pro' });
      await upsell.getByText('Client links are part of the Pro plan', { exact: false }).waitFor();
      await page.keyboard.press('Escape');
      await upsell.waitFor({ state: 'hidden' });

      // A photo is a Pro feature: the upload opens the upsell with the benefits and the price.
      const drawer = await uploadProductPhoto(page);
      await upsell
        .getByText('Product photos are part of the Pro plan.', { exact: false })
        .waitFor();
      for (const text of [
        'An own link for each client to order from',
        'Photos on your products',
        'Unlimited orders',
        '$19/month',
      ])
        await upsell.getByText(text, { exact: true }).waitFor();
      expect(await drawer.getByRole('img', { name: 'Product image' }).count()).toBe(0);

      // Billing sends the owner to Stripe Checkout (the local server's page).
      await upsell.getByRole('button', { name: 'Billing' }).click();
      await page.waitForURL(`${stripe.url}/c/pay/**`);
      await page.getByRole('heading', { name: 'Local Stripe Checkout' }).waitFor();
      const [session] = stripe.callsTo('POST', '/v1/checkout/sessions');
      expect(session.params['metadata[provider_id]']).toBe(providerId);

      // Stripe confirms the payment to the webhook, then sends the browser back.
      const { payload, signature } = signedWebhook(
        checkoutCompleted({ providerId, customerId: session.params.customer }),
      );
      const delivered = await fetch(`${base}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
      expect(delivered.status).toBe(200);
      const back = new URL(session.params.success_url);
      expect(back.pathname + back.search).toBe(`/provider/${providerId}/inbox?billing=success`);
      await page.goto(`${base}${back.pathname}${back.search}`);

      await toast(page, "You're on Pro now").waitFor();
      await billingItem(page).getByText('Pro', { exact: true }).waitFor();
      await page.waitForURL(`${base}/provider/${providerId}/inbox`);

      // Pro: the photo uploads.
      const unlocked = await uploadProductPhoto(page);
      const photo = unlocked.getByRole('img', { name: 'Product image' });
      await photo.waitFor();
      expect(await photo.getAttribute('src')).toMatch(/^\/api\/files\/product_photos\//);
      expect(await upsell.count()).toBe(0);
      await page.keyboard.press('Escape');
      await unlocked.waitFor({ state: 'hidden' });

      // Pro: the client link is copied.
      await page.goto(`${base}/provider/${providerId}/client/${client.id}`);
      await page.getByRole('button', { name: 'Copy client link' }).click();
      await toast(page, 'Link copied').waitFor();
      expect(await upsell.count()).toBe(0);
      expect(unexpected(visit)).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 90_000);
});

/**
 * Reloads the page and answers the first response to a request for `path` that the new document
 * made. Both watches are set before the reload: on a busy machine its requests can be answered
 * before a watch set up after it would start, and a request the old document still had on its
 * way, answered during the reload, has no body left to read.
 */
async function reloadedAnswer(page: Page, path: string): Promise<Response> {
  let navigated = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) navigated = true;
  };
  let onRequest!: (request: Request) => void;
  const requested = new Promise<Request>((resolve) => {
    onRequest = (request) => {
      if (navigated && request.url().endsWith(path)) resolve(request);
    };
  });
  page.on('framenavigated', onNavigated);
  page.on('request', onRequest);
  try {
    await page.reload({ waitUntil: 'commit' });
    const response = await (await requested).response();
    if (!response) throw new Error(`No answer to ${path} after the reload`);
    return response;
  } finally {
    page.off('framenavigated', onNavigated);
    page.off('request', onRequest);
  }
}

describeWithBrowser('billing when self-hosted: no plans anywhere', () => {
  useMailbox();
  beforeAll(() => {
    for (const name of STRIPE_VARIABLES) delete process.env[name];
  });
  const journey = useAppInBrowser();

  it('shows no Billing and no upsell, and takes a product photo', async () => {
    const visit = await journey.open({ consoleErrors: true });
    const { page } = visit;
    try {
      const { providerId } = await signUpOwner(visit, 'Own Server Supplies');
      // The menu's own reading of the plan, on a fresh page: once it has arrived the screens
      // have decided, so no Billing below is not a plan loading.
      const status = await reloadedAnswer(page, `/api/billing/${providerId}`);
      expect((await status.json()).mode).toBe('self-hosted');

      const drawer = await uploadProductPhoto(page);
      await drawer.getByRole('img', { name: 'Product image' }).waitFor();

      expect(await billingItem(page).count()).toBe(0);
      expect(await page.getByRole('dialog', { name: 'Upgrade to Pro' }).count()).toBe(0);
      expect(await page.getByText('$19/month').count()).toBe(0);
      expect(visit.problems).toEqual([]);
    } finally {
      await visit.context.close();
    }
  }, 60_000);
});
