import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllProducts } from '../../../api/products';
import { ConfirmFacts, confirmAction } from '../../../components/confirm';
import { asOrderRule, isOrderRule, OrderRuleFields } from '../../../components/order-rule-fields';
import { useFormDrawer } from '../../../components/use-form-drawer';
import { useRefusal } from '../../../lib/session';
import { useFormats } from '../../../lib/use-formats';
import {
  type OrderRules,
  type OrderRulesAction,
  useOrderRulesAction,
} from '../api/order-rules-api';
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
  minQuantity: { label: 'Minimum order quantity', keys: ['min_quantity'] },
  // i18n-exempt: matched against the server's English messages
  casePack: { label: 'Case pack', keys: ['case_pack'] },
} as const;

const failures = {
  create: 'orderRules.toasts.saveFailed',
  update: 'orderRules.toasts.saveFailed',
  delete: 'orderRules.toasts.deleteFailed',
} as const satisfies Record<OrderRulesAction['kind'], string>;

const successes = {
  create: 'orderRules.toasts.saved',
  update: 'orderRules.toasts.updated',
  delete: 'orderRules.toasts.deleted',
} as const satisfies Record<OrderRulesAction['kind'], string>;

export interface OrderRulesDrawerProps {
  providerId: string;
  onClose: () => void;
  /** The client of the page: preselected and locked. */
  client: { id: string; name: string };
  /** The rules being edited (Delete, Update); none for new ones (Save). */
  rules?: OrderRules | null;
}

/**
 * A client's own minimum and case pack for one product, in place of the product's: the product's
 * own are said above the fields, which a new rule starts from.
 */
export function OrderRulesDrawer({ providerId, onClose, client, rules }: OrderRulesDrawerProps) {
  const { t } = useTranslation(CLIENTS);
  const [productId, setProductId] = useState(rules?.product_id ?? null);
  const [minQuantity, setMinQuantity] = useState<number | string>(rules?.min_quantity ?? '');
  const [casePack, setCasePack] = useState<number | string>(rules?.case_pack ?? '');
  const form = useFormDrawer(onClose, FIELDS);
  const mutation = useOrderRulesAction(providerId);
  const refusal = useRefusal(providerId);
  const fmt = useFormats(providerId);
  const products = useAllProducts(providerId).data;
  const product = rules?.product ?? products?.find((each) => each.id === productId);

  /** The product's own rules in words: "Min. 6 · packs of 6", or that it has none. */
  function productRules(): string | null {
    if (!product) return null;
    const { min_quantity: min, case_pack: pack } = product;
    if (min === null && pack === null) return t('orderRules.drawer.productNone');
    const parts = [
      min === null ? null : t('orderRules.drawer.productMin', { min: fmt.number(min) }),
      pack === null ? null : t('orderRules.drawer.productPack', { pack: fmt.number(pack) }),
    ].filter(Boolean);
    return t('orderRules.drawer.productRules', { rules: parts.join(' · ') });
  }

  function run(action: OrderRulesAction) {
    return form.save(() => mutation.mutateAsync(action), {
      success: t(successes[action.kind]),
      failure: t(failures[action.kind]),
    });
  }

  function submit() {
    const ok = form.check({
      product: productId ? null : t('orderRules.errors.selectProduct'),
      minQuantity: isOrderRule(minQuantity) ? null : t('orderRules.errors.rule'),
      casePack: isOrderRule(casePack) ? null : t('orderRules.errors.rule'),
    });
    if (!ok || !productId) return;
    const chosen = { min_quantity: asOrderRule(minQuantity), case_pack: asOrderRule(casePack) };
    if (rules) run({ kind: 'update', id: rules.id, ...chosen });
    else run({ kind: 'create', client_id: client.id, product_id: productId, ...chosen });
  }

  async function remove() {
    if (!rules || refusal) return;
    const names = { client: client.name, product: rules.product.name };
    if (
      await confirmAction(t('orderRules.confirm.title'), {
        confirmLabel: t('orderRules.confirm.delete'),
        detail: <ConfirmFacts facts={[t('orderRules.confirm.after', names)]} />,
      })
    )
      run({ kind: 'delete', id: rules.id });
  }

  return (
    <ClientProductDrawer
      drawer={{ ...form.drawerProps, onSubmit: submit, readOnly: refusal }}
      title={rules ? t('orderRules.drawer.titleEdit') : t('orderRules.drawer.titleNew')}
      providerId={providerId}
      client={client}
      productId={productId}
      onProductChange={(id) => {
        setProductId(id);
        form.clear('product');
        // New rules start from the product's own, to change what differs for this client.
        const chosen = products?.find((each) => each.id === id);
        if (chosen) {
          setMinQuantity(chosen.min_quantity ?? '');
          setCasePack(chosen.case_pack ?? '');
        }
      }}
      editing={rules ? { productName: rules.product.name } : null}
      productError={form.errorOf('product')}
      hint={product ? productRules() : null}
      busy={mutation.isPending}
      onRemove={remove}
      labels={{
        delete: t('orderRules.drawer.delete'),
        update: t('orderRules.drawer.update'),
        save: t('orderRules.drawer.save'),
      }}
    >
      <OrderRuleFields
        minQuantity={{
          label: t('orderRules.drawer.minQuantity'),
          description: t('orderRules.drawer.minQuantityHint'),
          value: minQuantity,
          error: form.errorOf('minQuantity'),
          onChange: (value) => {
            setMinQuantity(value);
            form.clear('minQuantity');
          },
        }}
        casePack={{
          label: t('orderRules.drawer.casePack'),
          description: t('orderRules.drawer.casePackHint'),
          value: casePack,
          error: form.errorOf('casePack'),
          onChange: (value) => {
            setCasePack(value);
            form.clear('casePack');
          },
        }}
      />
    </ClientProductDrawer>
  );
}
