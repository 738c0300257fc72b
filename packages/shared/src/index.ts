export * from './messages.js';
export * from './options.js';
export * from './routes.js';
export * from './site.js';
export * from './schemas/common.js';
export * from './schemas/enquiry.js';
export * from './schemas/locations.js';
