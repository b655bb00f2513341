export * from './accounts';
export * from './car-catalog';
export * from './geo';
export * from './outbox';
export * from './site';
export * from './tokens';
export * from './users';
export * from './verification';
