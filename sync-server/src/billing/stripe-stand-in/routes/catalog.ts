/** Products and prices (`npm run stripe:setup` creates them; checkout looks prices up by lookup_key). */
import { Hono } from 'hono';
import { StripeApiError, invalidParam, missingParam } from '../errors.ts';
import { expand } from '../expand.ts';
import { api, type StandInEnv } from '../http.ts';
import { pageOf } from '../list.ts';
import type { PriceObject, ProductObject } from '../objects.ts';
import { mergeMetadata, optBool, optHash, optInt, optString, optStringList, readExpand, reqString } from '../params.ts';
import type { StandIn } from '../stand-in.ts';
import { all, find, get, newId, put } from '../store.ts';
import type { Actor } from '../actor.ts';
import type { Params } from '../form-body.ts';

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

export function catalogRoutes(standIn: StandIn) {
  const { state } = standIn;
  const app = new Hono<StandInEnv>();

  app.post('/v1/products', api(standIn, ({ params, actor }) => {
    const id = optString(params, 'id') ?? newId('prod');
    if (state.objects[id]) throw new StripeApiError(400, 'invalid_request_error', `Product already exists.`, { code: 'resource_already_exists', param: 'id' });
    const product = createProduct(standIn, id, params, actor);
    return product;
  }));
  app.get('/v1/products', api(standIn, ({ params }) => {
    const active = optBool(params, 'active');
    const ids = optStringList(params, 'ids');
    const items = all(state, 'product').filter((p) => (active === undefined || p.active === active) && (!ids || ids.includes(p.id)));
    return expand(state, pageOf(items, params, '/v1/products'), readExpand(params));
  }));
  app.get('/v1/products/:id', api(standIn, ({ params, path }) => expand(state, get(state, 'product', path.id), readExpand(params))));
  app.post('/v1/products/:id', api(standIn, ({ params, path, actor }) => {
    const product = get(state, 'product', path.id);
    product.name = optString(params, 'name') ?? product.name;
    product.description = optString(params, 'description') ?? product.description;
    product.active = optBool(params, 'active') ?? product.active;
    product.metadata = mergeMetadata(product.metadata, params);
    product.updated = actor.at;
    standIn.emit('product.updated', product, actor);
    return product;
  }));

  app.post('/v1/prices', api(standIn, ({ params, actor }) => {
    const productData = optHash(params, 'product_data');
    const productId = optString(params, 'product');
    let product: ProductObject;
    if (productId) product = get(state, 'product', productId, 'product');
    else if (productData) product = createProduct(standIn, newId('prod'), productData, actor);
    else throw missingParam('product');
    const unitAmount = optInt(params, 'unit_amount');
    if (unitAmount === undefined) throw missingParam('unit_amount');
    if (unitAmount < 0) throw invalidParam('unit_amount', 'Invalid integer: unit_amount must be at least 0.');
    const currency = reqString(params, 'currency').toLowerCase();
    const recurringParams = optHash(params, 'recurring');
    let recurring: PriceObject['recurring'] = null;
    if (recurringParams) {
      const interval = reqString(recurringParams, 'interval');
      if (!(INTERVALS as readonly string[]).includes(interval)) throw invalidParam('recurring[interval]', `Invalid recurring[interval]: must be one of ${INTERVALS.join(', ')}`);
      recurring = { interval: interval as (typeof INTERVALS)[number], interval_count: optInt(recurringParams, 'interval_count') ?? 1, usage_type: 'licensed' };
    }
    const lookupKey = optString(params, 'lookup_key') || null;
    if (lookupKey) claimLookupKey(standIn, lookupKey, optBool(params, 'transfer_lookup_key') ?? false, actor);
    const price: PriceObject = {
      id: newId('price'),
      object: 'price',
      active: optBool(params, 'active') ?? true,
      billing_scheme: 'per_unit',
      created: actor.at,
      currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: lookupKey,
      metadata: mergeMetadata({}, params),
      nickname: optString(params, 'nickname') ?? null,
      product: product.id,
      recurring,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
    put(state, price);
    standIn.emit('price.created', price, actor);
    return expand(state, price, readExpand(params));
  }));
  app.get('/v1/prices', api(standIn, ({ params }) => {
    const lookupKeys = optStringList(params, 'lookup_keys');
    const active = optBool(params, 'active');
    const product = optString(params, 'product');
    const type = optString(params, 'type');
    const items = all(state, 'price').filter(
      (p) =>
        (!lookupKeys || (p.lookup_key !== null && lookupKeys.includes(p.lookup_key))) &&
        (active === undefined || p.active === active) &&
        (!product || p.product === product) &&
        (!type || p.type === type),
    );
    return expand(state, pageOf(items, params, '/v1/prices'), readExpand(params));
  }));
  app.get('/v1/prices/:id', api(standIn, ({ params, path }) => expand(state, get(state, 'price', path.id), readExpand(params))));
  app.post('/v1/prices/:id', api(standIn, ({ params, path, actor }) => {
    const price = get(state, 'price', path.id);
    const lookupKey = optString(params, 'lookup_key');
    if (lookupKey !== undefined && lookupKey !== price.lookup_key) {
      if (lookupKey) claimLookupKey(standIn, lookupKey, optBool(params, 'transfer_lookup_key') ?? false, actor);
      price.lookup_key = lookupKey || null;
    }
    price.active = optBool(params, 'active') ?? price.active;
    price.nickname = optString(params, 'nickname') ?? price.nickname;
    price.metadata = mergeMetadata(price.metadata, params);
    standIn.emit('price.updated', price, actor);
    return expand(state, price, readExpand(params));
  }));
  return app;
}

function createProduct(standIn: StandIn, id: string, params: Params, actor: Actor): ProductObject {
  const product: ProductObject = {
    id,
    object: 'product',
    active: optBool(params, 'active') ?? true,
    created: actor.at,
    default_price: null,
    description: optString(params, 'description') ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: mergeMetadata({}, params),
    name: reqString(params, 'name'),
    package_dimensions: null,
    shippable: null,
    tax_code: null,
    type: 'service',
    updated: actor.at,
    url: null,
  };
  put(standIn.state, product);
  standIn.emit('product.created', product, actor);
  return product;
}

/** A lookup key names one price; taking it from another needs `transfer_lookup_key`, as in Stripe. */
function claimLookupKey(standIn: StandIn, lookupKey: string, transfer: boolean, actor: Actor): void {
  const holder = all(standIn.state, 'price').find((p) => p.lookup_key === lookupKey);
  if (!holder) return;
  if (!transfer) {
    throw new StripeApiError(400, 'invalid_request_error', `A price (\`${holder.id}\`) already uses that lookup key.`, {
      code: 'lookup_key_already_exists',
      param: 'lookup_key',
    });
  }
  holder.lookup_key = null;
  const current = find(standIn.state, 'price', holder.id);
  if (current) standIn.emit('price.updated', current, actor, { lookup_key: lookupKey });
}
