// /clap routes for products (the marketplace): public list and lookup (both data.data), create, the author's edit.
// The type provider infers each handler's query, params and body from its schema, and checks its answer against the
// response schema (the contract's items, contract/products.ts): no hand-written generics.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { PRODUCT_REQUIRED, type ProductBodyFields } from '../../../contract/products';
import { ok } from '../../lib/envelope';
import { PUBLIC_READ } from '../../plugins/public-cache';
import { badRequest, notFound } from '../../lib/http-errors';
import { choice, httpLink, imageList, requireFields } from '../../lib/content-input';
import { contentImages } from '../content-images';
import { PRODUCT_CATEGORIES } from '../../../contract/options';
import { createProduct, findProduct, listProducts, type ProductInput } from '../../repositories/products';
import {
  createProductSchema,
  getProductSchema,
  listProductsSchema,
  updateProductSchema,
} from '../../schemas/products';
import { contentEdit } from '../content-edit';
import { callerOf } from '../../plugins/auth';
import { registerContentDelete } from '../content-removal/delete-route';
import { isListedSeller, shownWhatsapp } from '../../repositories/sellers';
import { findProductSeller } from '../../repositories/portfolio';

const REQUIRED = 'All fields are required';
const CATEGORY_ALIASES = { control: 'content' };

// Registers synchronously; FastifyPluginAsync only needs the returned promise.
const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const { storedImages, withVariants } = contentImages(app);

  app.get('/prop/public/product', { schema: listProductsSchema, config: PUBLIC_READ }, async (request) => {
    const query = request.query;
    if (query.author_id !== undefined && !(await isListedSeller(app.db, query.author_id))) {
      throw notFound('Seller not found.');
    }
    if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
      throw badRequest('The lowest price must not be above the highest price.');
    }
    const { items, meta } = await listProducts(app.db, {
      ...query,
      category: choice(query.category, PRODUCT_CATEGORIES, 'category', CATEGORY_ALIASES),
    });
    return ok({ data: await withVariants(items) }, 'Products', meta ? { meta } : {});
  });

  app.get('/prop/product/:id', { schema: getProductSchema, config: PUBLIC_READ }, async (request) => {
    const item = await findProduct(app.db, request.params.id);
    if (!item) throw notFound('Product not found.');
    const [whatsapp, seller] = await Promise.all([
      shownWhatsapp(app.db, item.author.id),
      findProductSeller(app.db, item.author.id),
    ]);
    return ok({ data: { ...(await withVariants([item]))[0], whatsapp, seller } }, 'Product');
  });

  /** The body under creation's rules and messages, as stored (a PUT replaces the whole product with it). */
  const productInput = async (body: ProductBodyFields): Promise<ProductInput> => {
    const fields = { ...body, images: imageList(body.images) };
    requireFields(fields, PRODUCT_REQUIRED, REQUIRED);
    return {
      title: fields.title.trim(),
      description: fields.description.trim(),
      link: httpLink(fields.link),
      // choice answers undefined only for a blank category, which requireFields has refused.
      category: choice(fields.category, PRODUCT_CATEGORIES, 'category', CATEGORY_ALIASES) ?? fields.category,
      price: fields.price,
      quantity: fields.quantity,
      type: fields.type?.trim() || null,
      images: await storedImages(fields.images),
    };
  };
  /** A product as create and edit answer it (data.data, like the details). */
  const answer = async (id: number) => {
    const item = await findProduct(app.db, id);
    return item && { data: (await withVariants([item]))[0] };
  };

  // Any signed-in creative, business or partner may sell (spec 6: creating products needs only a token).
  app.post(
    '/prop/product',
    {
      schema: createProductSchema,
      onRequest: app.requirePublisher('creative', 'business', 'partner'),
      preHandler: app.publishLimit,
    },
    async (request, reply) => {
      const id = await createProduct(app.db, callerOf(request).id, await productInput(request.body));
      reply.code(201);
      return ok(await answer(id), 'Product created successfully');
    },
  );

  // ---- delete (issue 14): the author deletes; an admin takes down with a reason (docs/moderation.md)
  registerContentDelete(app, 'product');

  // ---- Edits (issue 14): the author replaces the whole product (docs/content.md, "Editing").
  app.put(
    '/prop/product/:id',
    { schema: updateProductSchema, onRequest: app.requirePublisher('creative', 'business', 'partner') },
    contentEdit(app, {
      table: 'products',
      values: productInput,
      answer,
    }),
  );
  return Promise.resolve();
};

export default routes;
