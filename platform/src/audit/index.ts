// Tamper evidence for the log (issue 14, ADR 27): the streams' hash chain, the sealed blocks, export and verification.
export { contentHash, contentHashHex, linkHash, ZERO_HASH, type HashedContent } from './event-hash.ts';
export { jcsText } from './jcs-text.ts';
export { backfillHashes } from './backfill-hashes.ts';
export { MerkleTree, hashLeaf, hashNode, rootFromPath } from './merkle.ts';
export { keyIdOf, sealDigest, sealSignatureValid, signSeal } from './seal.ts';
export { auditKeyFrom, loadAuditKey, type AuditKey } from './audit-key.ts';
export { AuditSealer, type AuditSealerOptions } from './sealer.ts';
export { readSeals, type StoredSeal } from './read-seals.ts';
export * from './export-format.ts';
export { exportAuditLog, type AuditExportOptions, type AuditExportResult } from './export-log.ts';
export { verifyAuditLog, type Problem as AuditProblem, type ProblemKind as AuditProblemKind, type VerifyOptions, type VerifyReport } from './verify-log.ts';
