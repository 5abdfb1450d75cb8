/**
 * A removal shows at once (spec §4.12), so a person may leave the page before
 * the server has heard of it: reloading, following a link, closing the tab.
 * What they saw go stays gone.
 */
import net from 'node:net';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { resetDatabase, settled } from './helpers';

const SIGN_IN = '/profile.html?persona=member&date=2026-03-02&brand=aarp&flags=&fault=';

test.beforeEach(async ({ page }) => {
  await resetDatabase(page);
});

interface Relay {
  /** Where the page is opened: every request goes through the relay. */
  origin: string;
  /** Settles once a write is held. */
  held: Promise<void>;
  /** Lets every held write go on, and settles once the server has answered each (or its browser gave it up). */
  release: () => Promise<void>;
  close: () => void;
}

/**
 * The page is served through a TCP relay that holds each saved-item write (a DELETE, or a POST to the Users
 * API) before the server sees a byte of it, until it is let go: the moment a person leaves after the request
 * was made and before it reached the server. A write the browser gave up with its page closes its connection
 * while held, and the server never hears of it; one the browser keeps going (keepalive) reaches it.
 */
async function relayHoldingWrites(target: string): Promise<Relay> {
  const { hostname, port } = new URL(target);
  let holding = true;
  let onHeld!: () => void;
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  const waiting: (() => void)[] = [];
  const answered: Promise<void>[] = [];
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const server = net.connect(Number(port), hostname);
    sockets.add(client).add(server);
    let queue: Buffer[] | null = null;
    client.on('data', (chunk: Buffer) => {
      if (queue) return void queue.push(chunk);
      if (holding && /^(DELETE |POST \/landrover\/api\/Users\/)/.test(chunk.toString('latin1', 0, 64))) {
        queue = [chunk];
        const pending = queue;
        let answer!: () => void;
        answered.push(new Promise<void>((resolve) => (answer = resolve)));
        server.once('data', () => answer());
        client.once('close', () => answer());
        waiting.push(() => {
          for (const part of pending) server.write(part);
          queue = null;
        });
        onHeld();
        return;
      }
      server.write(chunk);
    });
    server.on('data', (chunk) => client.write(chunk));
    for (const [from, to] of [[client, server], [server, client]] as const) {
      from.on('close', () => to.destroy());
      from.on('error', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    held,
    release: async () => {
      holding = false;
      for (const go of waiting.splice(0)) go();
      await Promise.all(answered);
    },
    close: () => {
      relay.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

const relayed = test.extend<{ relay: Relay }>({
  relay: async ({ baseURL }, use) => {
    const relay = await relayHoldingWrites(baseURL!);
    try {
      await use(relay);
    } finally {
      relay.close();
    }
  },
});

/**
 * Signs the member in through the relay, then opens the profile without the persona switch: a reload must be
 * the same signed-in visit, not a new sign-in (which would end the session the held write carries).
 */
async function openProfile(page: Page, relay: Relay, section: string): Promise<void> {
  await page.goto(`${relay.origin}${SIGN_IN}`);
  await page.goto(`${relay.origin}/profile.html#${section}`);
  await settled(page);
}

async function confirmThenReload(page: Page, relay: Relay, removeButton: Locator, dialogName: string, confirmName: string, gone: Locator): Promise<void> {
  await removeButton.click();
  await page.getByRole('dialog', { name: dialogName }).getByRole('button', { name: confirmName }).click();
  await expect(gone).toHaveCount(0);
  await relay.held;
  await page.reload({ waitUntil: 'load' });
  await relay.release();
  // The next visit, once the write has reached the server.
  await page.reload();
  await settled(page);
  await expect(gone).toHaveCount(0);
}

relayed('a saved plan removed stays removed when the member reloads before the server has heard of it', async ({ page, relay }) => {
  await openProfile(page, relay, 'plans');
  const cards = page.locator('sp-profile article[data-plan-card]');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  const name = (await cards.first().getByRole('heading').first().textContent())!.trim();
  const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
  await confirmThenReload(page, relay, card.getByRole('button', { name: `Remove ${name} from saved plans` }), 'Remove this plan from your saved plans?', 'Remove from saved plans', card);
  await expect(cards).toHaveCount(count - 1);
});

relayed('a saved drug removed stays removed when the member reloads before the server has heard of it', async ({ page, relay }) => {
  await openProfile(page, relay, 'drugs');
  const drugTitles = page.locator('sp-profile').getByRole('button', { name: /, drug information$/ });
  await expect(drugTitles.first()).toBeVisible();
  const count = await drugTitles.count();
  const first = (await drugTitles.first().textContent())!;
  const title = drugTitles.filter({ hasText: first });
  await confirmThenReload(page, relay, page.locator('sp-profile').getByRole('button', { name: `Remove ${first}`, exact: true }), 'Remove drug', 'Remove from saved drugs', title);
  await expect(drugTitles).toHaveCount(count - 1);
});
