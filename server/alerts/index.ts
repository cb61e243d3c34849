/**
 * The alerts feature's public module for other features: a user's alert settings and alerts (for their export), and
 * the product-update mail an admin sends to the users who opted in.
 */
export { alertDataOf } from './personal-data.ts';
export { PRODUCT_UPDATE_KIND, type ProductUpdate, registerProductUpdateJob } from './product-updates.ts';
