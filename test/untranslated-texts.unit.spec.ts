import { join } from 'node:path';
import { untranslatedIn, untranslatedTexts } from './untranslated-texts';

const texts = (source: string, file = 'screen.tsx') =>
  untranslatedIn(file, source).map(({ line, text }) => `${line}: ${text}`);

describe('finding texts shown without the message catalog', () => {
  it('finds words between tags, in a label and in a toast', () => {
    const source = [
      'export const A = () => <Button label="Save changes">Create order</Button>;',
      "notifySuccess({ message: 'Order created' });",
      'const b = <Text>{`Showing ${n}`}</Text>;',
    ].join('\n');
    expect(texts(source)).toEqual([
      '1: Save changes',
      '1: Create order',
      '2: Order created',
      '3: Showing',
    ]);
  });

  it('passes texts that come from the catalog, data and technical attributes', () => {
    const source = [
      'const a = <Button label={t(\'save\')} variant="light" className="wide">{t(\'create\')}</Button>;',
      'const b = <Text>{order.client_name}</Text>;',
      "const c = { title: t('orders:title'), key: 'orders-list' };",
      'const d = <Input placeholder="SKU-0001" />; // i18n-exempt: the format\'s example',
    ].join('\n');
    expect(texts(source)).toEqual([]);
  });

  it('leaves out specs and the catalogs themselves', () => {
    expect(
      untranslatedTexts([join(__dirname, '..', 'frontend/src/i18n')]).map(({ file }) => file),
    ).toEqual([]);
  });
});

describe('the frontend', () => {
  it('shows every text through the message catalog', () => {
    const found = untranslatedTexts([join(__dirname, '..', 'frontend/src')]).map(
      ({ file, line, text }) => `${file.replace(/^.*frontend\/src\//, '')}:${line} ${text}`,
    );
    expect(found).toEqual([]);
  });
});
