export * from './blob-store.ts';
export * from './sniff.ts';
export { SqlBlobStore, createSqlBlobStore } from './sql-blob-store.ts';
