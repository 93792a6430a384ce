import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllProducts } from '../../../api/products';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import {
  asBreakRows,
  asPriceBreaks,
  type BreakRow,
  breakRowsProblem,
  PriceBreaksFields,
} from '../../../components/price-breaks-fields';
import { useFormDrawer } from '../../../components/use-form-drawer';
import { breaksText } from '../../../lib/price-breaks';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import {
  type ClientPriceBreaks,
  type PriceBreaksAction,
  usePriceBreaksAction,
} from '../api/price-breaks-api';
import { CLIENTS } from '../messages';
import { ClientProductDrawer } from './client-product-drawer';

/**
 * The drawer's fields as the server's messages name them (lib/field-errors.ts). The server
 * writes in English, so these stay English: they are matched against its messages.
 */
const FIELDS = {
  // i18n-exempt: matched against the server's English messages
  client: { label: 'Client', keys: ['client_id'] },
  // i18n-exempt: matched against the server's English messages
  product: { label: 'Product', keys: ['product_id'] },
  // i18n-exempt: matched against the server's English messages
  breaks: { label: 'Quantity breaks', keys: ['price_breaks'], also: ['price_breaks'] },
} as const;

const failures = {
  create: 'priceBreaks.toasts.saveFailed',
  update: 'priceBreaks.toasts.saveFailed',
  delete: 'priceBreaks.toasts.deleteFailed',
} as const satisfies Record<PriceBreaksAction['kind'], string>;

const successes = {
  create: 'priceBreaks.toasts.saved',
  update: 'priceBreaks.toasts.updated',
  delete: 'priceBreaks.toasts.deleted',
} as const satisfies Record<PriceBreaksAction['kind'], string>;

export interface PriceBreaksDrawerProps {
  providerId: string;
  onClose: () => void;
  /** The client of the page: preselected and locked. */
  client: { id: string; name: string };
  /** The breaks being edited (Delete, Update); none for new ones (Save). */
  breaks?: ClientPriceBreaks | null;
}

/**
 * A client's own quantity breaks for one product, in place of the product's whole: the
 * product's own are said above the rows, which new breaks start from.
 */
export function PriceBreaksDrawer({ providerId, onClose, client, breaks }: PriceBreaksDrawerProps) {
  const { t } = useTranslation(CLIENTS);
  const [productId, setProductId] = useState(breaks?.product_id ?? null);
  const [rows, setRows] = useState<BreakRow[]>(asBreakRows(breaks?.price_breaks));
  const form = useFormDrawer(onClose, FIELDS);
  const mutation = usePriceBreaksAction(providerId);
  const refusal = useRefusal(providerId);
  const fmt = useFormats(providerId);
  const products = useAllProducts(providerId).data;
  const product = breaks?.product ?? products?.find((each) => each.id === productId);

  function run(action: PriceBreaksAction) {
    return form.save(() => mutation.mutateAsync(action), {
      success: t(successes[action.kind]),
      failure: t(failures[action.kind]),
    });
  }

  function submit() {
    const problem = breakRowsProblem(rows);
    const ok = form.check({
      product: productId ? null : t('priceBreaks.errors.selectProduct'),
      breaks: problem ? t(`priceBreaks.errors.${problem}`) : null,
    });
    if (!ok || !productId) return;
    const price_breaks = asPriceBreaks(rows);
    if (breaks) run({ kind: 'update', id: breaks.id, price_breaks });
    else run({ kind: 'create', client_id: client.id, product_id: productId, price_breaks });
  }

  async function remove() {
    if (!breaks || refusal) return;
    const names = { client: client.name, product: breaks.product.name };
    if (
      await confirmAction(t('priceBreaks.confirm.title'), {
        confirmLabel: t('priceBreaks.confirm.delete'),
        detail: <ConfirmFacts facts={[t('priceBreaks.confirm.after', names)]} />,
      })
    )
      run({ kind: 'delete', id: breaks.id });
  }

  return (
    <ClientProductDrawer
      drawer={{ ...form.drawerProps, onSubmit: submit, readOnly: refusal }}
      title={breaks ? t('priceBreaks.drawer.titleEdit') : t('priceBreaks.drawer.titleNew')}
      providerId={providerId}
      client={client}
      productId={productId}
      onProductChange={(id) => {
        setProductId(id);
        form.clear('product');
        // New breaks start from the product's own, to change what differs for this client.
        const chosen = products?.find((each) => each.id === id);
        if (chosen) setRows(asBreakRows(chosen.price_breaks));
      }}
      editing={breaks ? { productName: breaks.product.name } : null}
      productError={form.errorOf('product')}
      hint={
        product
          ? t('priceBreaks.drawer.productBreaks', {
              breaks: breaksText(product.price_breaks ?? [], fmt, t('priceBreaks.none')),
            })
          : null
      }
      busy={mutation.isPending}
      onRemove={remove}
      labels={{
        delete: t('priceBreaks.drawer.delete'),
        update: t('priceBreaks.drawer.update'),
        save: t('priceBreaks.drawer.save'),
      }}
    >
      <PriceBreaksFields
        rows={rows}
        onChange={(next) => {
          setRows(next);
          form.clear('breaks');
        }}
        error={form.errorOf('breaks')}
        texts={{
          title: t('priceBreaks.drawer.title'),
          hint: t('priceBreaks.drawer.hint'),
          minimum: t('priceBreaks.drawer.minimum'),
          price: t('priceBreaks.drawer.price'),
          remove: (minimum) => t('priceBreaks.drawer.remove', { minimum }),
          add: t('priceBreaks.drawer.add'),
        }}
      />
    </ClientProductDrawer>
  );
}
