/**
 * The catalog: plans, prices, limits, option lists and display constants that every screen, the server and
 * the documentation page read. Split by topic under catalog/; import from here.
 */
export * from './catalog/limits.ts';
export * from './catalog/options.ts';
export * from './catalog/plans.ts';
export * from './catalog/talent-filters.ts';
export * from './catalog/ui.ts';
export * from './catalog/uploads.ts';
