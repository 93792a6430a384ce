/**
 * The words of each client mail, as text and as HTML, from one list of blocks so that both say
 * the same. Amounts are written in the provider's locale and the order's currency, days in the
 * provider's locale; every value is escaped in the HTML. Pure.
 */
import { formatDay } from '../../settings/domain';

export interface MailLine {
  name: string;
  quantity: number;
}

export interface Money {
  /** An exact decimal string of the currency: "1234.50". */
  amount: string;
  currency: string;
}

/** Whose mail it is: the provider's name on its documents, and how it writes numbers and days. */
export interface Sender {
  name: string;
  locale: string;
}

/** A return's answer: approved, with what to send back, or refused, with why. */
export type ReturnAnswer =
  | { approved: true; lines: MailLine[] }
  | { approved: false; reason: string };

/** What a mail says, by kind; `link`: the order's page (null when there is none to give). */
export type MailContent =
  | {
      kind: 'order_received';
      orderNumber: string;
      clientName: string;
      lines: MailLine[];
      total: Money;
      link: string | null;
    }
  | {
      kind: 'new_order';
      orderNumber: string;
      clientName: string;
      lines: MailLine[];
      total: Money;
      link: string;
    }
  | {
      kind: 'order_shipped';
      orderNumber: string;
      clientName: string;
      shipmentNumber: string;
      /** YYYY-MM-DD. */
      shippedOn: string;
      carrier: string | null;
      trackingNumber: string | null;
      lines: MailLine[];
      link: string | null;
    }
  | {
      kind: 'invoice_issued';
      orderNumber: string;
      clientName: string;
      invoiceNumber: string;
      total: Money;
      /** YYYY-MM-DD. */
      dueOn: string;
      link: string | null;
    }
  | {
      kind: 'order_cancelled';
      orderNumber: string;
      clientName: string;
      byClient: boolean;
      link: string | null;
    }
  | ({
      kind: 'return_answered';
      orderNumber: string;
      clientName: string;
      /** The order's number and the return's: #1001-R1. */
      returnNumber: string;
      link: string | null;
    } & ReturnAnswer)
  | {
      kind: 'credit_note_issued';
      orderNumber: string;
      clientName: string;
      creditNoteNumber: string;
      returnNumber: string;
      total: Money;
      link: string | null;
    };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Block =
  | { paragraph: string }
  | { lines: MailLine[] }
  | { facts: [label: string, value: string][] }
  | { link: string; label: string };

/** An amount as the provider writes it: $1,234.50, 1 234,50 €, … */
export function formatMoney(money: Money, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency });
  // A decimal string is formatted exactly (no float on the way).
  return format.format(money.amount as `${number}`);
}

export function renderMail(content: MailContent, sender: Sender): RenderedMail {
  const { subject, blocks } = compose(content, sender);
  const greeting = content.kind === 'new_order' ? 'Hello,' : `Hello ${content.clientName},`;
  const all: Block[] = [{ paragraph: greeting }, ...blocks, { paragraph: sender.name }];
  return { subject, text: textOf(all, sender.locale), html: htmlOf(subject, all, sender.locale) };
}

function compose(content: MailContent, sender: Sender): { subject: string; blocks: Block[] } {
  const n = content.orderNumber;
  const day = (d: string) => formatDay({ locale: sender.locale }, d);
  const money = (m: Money) => formatMoney(m, sender.locale);
  const portal = (label: string): Block[] => (content.link ? [{ link: content.link, label }] : []);
  switch (content.kind) {
    case 'order_received':
      return {
        subject: `Order ${n} received`,
        blocks: [
          { paragraph: `Thank you for your order. ${sender.name} has received it as order ${n}.` },
          { lines: content.lines },
          { facts: [['Total', money(content.total)]] },
          ...portal('See your order and follow its progress'),
        ],
      };
    case 'new_order':
      return {
        subject: `New order ${n} from ${content.clientName}`,
        blocks: [
          { paragraph: `${content.clientName} has placed order ${n} through the client portal.` },
          { lines: content.lines },
          { facts: [['Total', money(content.total)]] },
          ...portal('Open the order'),
        ],
      };
    case 'order_shipped':
      return {
        subject: `Order ${n} shipped`,
        blocks: [
          {
            paragraph: `Shipment ${content.shipmentNumber} of your order ${n} left on ${day(content.shippedOn)}.`,
          },
          {
            facts: [
              ...(content.carrier ? [['Carrier', content.carrier] as [string, string]] : []),
              ...(content.trackingNumber
                ? [['Tracking number', content.trackingNumber] as [string, string]]
                : []),
            ],
          },
          { paragraph: 'In this shipment:' },
          { lines: content.lines },
          { paragraph: 'The packing slip is attached.' },
          ...portal('See your order'),
        ],
      };
    case 'invoice_issued':
      return {
        subject: `Invoice ${content.invoiceNumber} for order ${n}`,
        blocks: [
          {
            paragraph: `Please find attached invoice ${content.invoiceNumber} for your order ${n}.`,
          },
          {
            facts: [
              ['Total', money(content.total)],
              ['Due', day(content.dueOn)],
            ],
          },
          ...portal('See your order'),
        ],
      };
    case 'order_cancelled':
      return {
        subject: `Order ${n} cancelled`,
        blocks: [
          {
            paragraph: content.byClient
              ? `Your order ${n} has been cancelled, as you asked.`
              : `${sender.name} has cancelled your order ${n}. If you did not expect this, please get in touch with them.`,
          },
          ...portal('See your order'),
        ],
      };
    case 'return_answered': {
      const r = content.returnNumber;
      return content.approved
        ? {
            subject: `Your return ${r} is approved`,
            blocks: [
              {
                paragraph: `${sender.name} has approved your return ${r} of order ${n}. Please send back:`,
              },
              { lines: content.lines },
              ...portal('See your order and its returns'),
            ],
          }
        : {
            subject: `Your return ${r} is refused`,
            blocks: [
              { paragraph: `${sender.name} has refused your return ${r} of order ${n}.` },
              { facts: [['Reason', content.reason]] },
              { paragraph: 'If you have questions, please get in touch with them.' },
              ...portal('See your order and its returns'),
            ],
          };
    }
    case 'credit_note_issued':
      return {
        subject: `Credit note ${content.creditNoteNumber} for your return ${content.returnNumber}`,
        blocks: [
          {
            paragraph: `Please find attached credit note ${content.creditNoteNumber} for your return ${content.returnNumber} of order ${n}.`,
          },
          { facts: [['Credited', money(content.total)]] },
          ...portal('See your order'),
        ],
      };
  }
}

function textOf(blocks: readonly Block[], locale: string): string {
  const count = new Intl.NumberFormat(locale);
  return `${blocks
    .map((block) => {
      if ('paragraph' in block) return block.paragraph;
      if ('lines' in block)
        return block.lines
          .map((line) => `  ${line.name} × ${count.format(line.quantity)}`)
          .join('\n');
      if ('facts' in block)
        return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
      return `${block.label}: ${block.link}`;
    })
    .filter((text) => text !== '')
    .join('\n\n')}\n`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML, in an element or an attribute's double quotes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const CELL = 'padding:4px 12px 4px 0;border-bottom:1px solid #e4e7eb;';

function htmlOf(subject: string, blocks: readonly Block[], locale: string): string {
  const count = new Intl.NumberFormat(locale);
  const body = blocks
    .map((block) => {
      if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
      if ('lines' in block)
        return [
          '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">',
          ...block.lines.map(
            (line) =>
              `<tr><td style="${CELL}">${escapeHtml(line.name)}</td>` +
              `<td style="${CELL}text-align:right;">× ${escapeHtml(count.format(line.quantity))}</td></tr>`,
          ),
          '</table>',
        ].join('\n');
      if ('facts' in block)
        return block.facts.length === 0
          ? ''
          : [
              '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">',
              ...block.facts.map(
                ([label, value]) =>
                  `<tr><th style="${CELL}text-align:left;font-weight:600;">${escapeHtml(label)}</th>` +
                  `<td style="${CELL}">${escapeHtml(value)}</td></tr>`,
              ),
              '</table>',
            ].join('\n');
      return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
    })
    .filter((html) => html !== '')
    .join('\n');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;">',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
