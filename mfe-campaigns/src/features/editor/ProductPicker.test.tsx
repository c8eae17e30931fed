import { adminConfig, AdminProviders, configureAdmin, makeStore } from '@cartlift/admin-kit';
import { defaultCampaign, TOO_MANY_COLLECTIONS } from '@cartlift/domain';
import { Frame } from '@shopify/polaris';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { editorDrawn, renderRoute } from '../../testing/renderRoute';
import { startTestGateway, TEST_GATEWAY } from '../../testing/testGateway';
import { editorLoaded, fieldSet, selectDraft } from './editorSlice';
import type { StoreCollection, StoreProduct } from './editorApi';
import { CollectionPicker, ProductPicker, SEARCH_DEBOUNCE_MS } from './ProductPicker';

const product = (n: number, title: string, productType = ''): StoreProduct => ({
  id: n,
  title,
  handle: title.toLowerCase().replace(/\W+/g, '-'),
  product_type: productType,
  tags: [],
  status: 'active',
  body_html: '',
  image: null,
  images: [],
  options: [],
  variants: [{ id: n * 10, title: 'Default Title', price: `${n}.00`, compare_at_price: null }],
});

// 60 products: the one the merchant looks for is past the first 50 the old picker filtered in the browser.
const PRODUCTS: StoreProduct[] = [
  ...Array.from({ length: 58 }, (_, i) => product(i + 1, `Basic Tee ${i + 1}`)),
  product(59, 'Organic Hoodie'),
  product(60, 'Mini Tote (Gift)', 'free_gift'),
];
const COLLECTIONS: StoreCollection[] = [
  { id: '501', title: 'Home page', handle: 'frontpage', image: { src: 'http://shop.test/cdn/frontpage.png' } },
  { id: '502', title: 'Apparel', handle: 'apparel', image: null },
  { id: '503', title: 'Home & Living', handle: 'home-living', image: null },
  { id: '504', title: 'Coffee', handle: 'coffee', image: null },
];

const json = (status: number, body: unknown): Response =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

/**
 * GET /products and GET /collections as the gateway answers them: `query` is a title search where every word must
 * appear (case-insensitive), `limit` caps the page. Every other call goes to the shared test gateway.
 */
function startCatalogGateway(options: { failCollections?: boolean } = {}) {
  const gw = startTestGateway();
  const base = adminConfig();
  const searches: { path: string; params: URLSearchParams }[] = [];
  const matches = (title: string, query: string | null) =>
    !query ||
    query
      .toLowerCase()
      .split(/\s+/)
      .every((w) => title.toLowerCase().includes(w));
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.origin !== TEST_GATEWAY || !['/products', '/collections'].includes(url.pathname))
      return base.fetchFn!(input, init);
    searches.push({ path: url.pathname, params: url.searchParams });
    const query = url.searchParams.get('query');
    const limit = Number(url.searchParams.get('limit'));
    if (url.pathname === '/products')
      return json(200, { products: PRODUCTS.filter((p) => matches(p.title, query)).slice(0, limit) });
    if (options.failCollections) return json(502, { error: { code: 'UPSTREAM', message: 'The store did not answer' } });
    return json(200, { collections: COLLECTIONS.filter((c) => matches(c.title, query)).slice(0, limit) });
  }) as typeof fetch;
  configureAdmin({ ...base, fetchFn });
  return { gw, searches, searchesOf: (path: string) => searches.filter((s) => s.path === path) };
}

type Picked = { ids: string[]; byId: Map<string, unknown> };

function Harness(props: {
  kind: 'products' | 'collections';
  selectedIds?: string[];
  onPicked(p: Picked): void;
  filter?: (p: StoreProduct) => boolean;
}) {
  const [open, setOpen] = useState(true);
  const common = {
    open,
    title: 'Pick',
    allowMultiple: true,
    selectedIds: props.selectedIds ?? [],
    onClose: () => setOpen(false),
    onSelect: (ids: string[], byId: Map<string, unknown>) => props.onPicked({ ids, byId }),
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      {props.kind === 'products' ? (
        <ProductPicker {...common} filter={props.filter} />
      ) : (
        <CollectionPicker {...common} />
      )}
    </>
  );
}

function renderPicker(props: Omit<Parameters<typeof Harness>[0], 'onPicked'>) {
  const picked: Picked[] = [];
  render(
    <AdminProviders store={makeStore()}>
      <Frame>
        <Harness {...props} onPicked={(p) => picked.push(p)} />
      </Frame>
    </AdminProviders>,
  );
  return picked;
}

const searchBox = () => screen.getByPlaceholderText('Search');
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });
const tick = async (title: string) => fireEvent.click(await screen.findByRole('button', { name: `Select ${title}` }));
const done = () => fireEvent.click(screen.getByRole('button', { name: 'Done' }));

describe('ProductPicker: server-side title search', () => {
  afterEach(() => jest.useRealTimers());

  it('asks GET /products?query= once typing has paused for 300 ms, with only the last text', async () => {
    jest.useFakeTimers();
    const { searchesOf } = startCatalogGateway();
    renderPicker({ kind: 'products' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await screen.findAllByText('Basic Tee 1');
    expect(searchesOf('/products').map((s) => [s.params.get('limit'), s.params.get('query')])).toEqual([['50', null]]);

    for (const text of ['o', 'or', 'org', 'organic ho']) {
      type(text);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100);
      });
    }
    expect(searchesOf('/products')).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(99);
    });
    expect(searchesOf('/products')).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(searchesOf('/products').map((s) => s.params.get('query'))).toEqual([null, 'organic ho']);
    // The 59th product, which browser-side filtering of the first 50 could never find.
    await screen.findAllByText('Organic Hoodie');
    expect(screen.queryAllByText('Basic Tee 1')).toHaveLength(0);
  });

  it('keeps ticks across searches and hands back every item it loaded', async () => {
    startCatalogGateway();
    const picked = renderPicker({ kind: 'products', selectedIds: ['3'] });
    await tick('Basic Tee 2');
    type('  hoodie ');
    await screen.findAllByText('Organic Hoodie');
    await tick('Organic Hoodie');
    // ResourceList counts every tick, the hidden one of the earlier search included.
    expect(screen.getAllByText('3 selected').length).toBeGreaterThan(0);
    type('');
    await screen.findAllByText('Basic Tee 1');
    done();
    expect(picked).toHaveLength(1);
    expect(picked[0].ids).toEqual(['3', '2', '59']);
    expect((picked[0].byId.get('59') as StoreProduct).title).toBe('Organic Hoodie');
    expect((picked[0].byId.get('2') as StoreProduct).title).toBe('Basic Tee 2');
  });

  it('applies the gift filter to what the server found, says when nothing matches, and starts fresh when reopened', async () => {
    const { searchesOf } = startCatalogGateway();
    renderPicker({ kind: 'products', filter: (p) => p.product_type === 'free_gift' });
    await screen.findByText('The store has no products to pick');
    type('tote');
    await screen.findAllByText('Mini Tote (Gift)');
    type('hoodie');
    await screen.findByText('No products match “hoodie”');
    expect(searchesOf('/products').map((s) => s.params.get('query'))).toEqual([null, 'tote', 'hoodie']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(searchBox().getAttribute('maxlength')).toBe('100');
  });
});

describe('CollectionPicker: GET /collections', () => {
  it('lists and searches collections on the server and returns the picked ones', async () => {
    const { searchesOf } = startCatalogGateway();
    const picked = renderPicker({ kind: 'collections' });
    await screen.findAllByText('Apparel');
    type('home');
    await waitFor(() => expect(screen.queryAllByText('Apparel')).toHaveLength(0));
    expect(screen.getAllByText('Home page').length).toBeGreaterThan(0);
    await tick('Home & Living');
    done();
    expect(searchesOf('/collections').map((s) => [s.params.get('limit'), s.params.get('query')])).toEqual([
      ['50', null],
      ['50', 'home'],
    ]);
    expect(picked[0].ids).toEqual(['503']);
    expect(picked[0].byId.get('503')).toEqual(COLLECTIONS[2]);
  });

  it('shows the catalogue error when GET /collections fails', async () => {
    startCatalogGateway({ failCollections: true });
    renderPicker({ kind: 'collections' });
    await screen.findByText(/The store's catalogue could not be loaded/, undefined, { timeout: 15_000 });
  });
});

describe('Targeting: the collections tab', () => {
  it('picks collections from GET /collections into the draft, at most 2 (the domain limit)', async () => {
    startCatalogGateway();
    const store = makeStore();
    store.dispatch(editorLoaded({ key: 'new', campaign: defaultCampaign('add_to_unlock') }));
    store.dispatch(fieldSet({ path: 'name', value: 'Prepared' }));
    renderRoute('/campaigns/create', { store });
    await editorDrawn();
    fireEvent.click(screen.getByLabelText('Specific collections'));
    fireEvent.click(screen.getByRole('button', { name: 'Select collections' }));
    await tick('Coffee');
    type('home');
    await tick('Home & Living');
    done();
    const selected = () => selectDraft(store.getState())!.target!.selected;
    await waitFor(() =>
      expect(selected()).toEqual([
        { id: '504', title: 'Coffee', handle: 'coffee' },
        { id: '503', title: 'Home & Living', handle: 'home-living' },
      ]),
    );
    expect(selectDraft(store.getState())!.target!.ids).toEqual(['504', '503']);

    // A third collection is refused by the domain's 2-collection limit; the first two stay.
    fireEvent.click(screen.getByRole('button', { name: 'Select collections' }));
    await tick('Home page');
    done();
    expect(await screen.findByText(TOO_MANY_COLLECTIONS)).toBeTruthy();
    expect(selected()!.map((s) => s.id)).toEqual(['504', '503']);
  });
});
