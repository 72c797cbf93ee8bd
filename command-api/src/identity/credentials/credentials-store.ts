/** A user's enrolled authenticator: the sealed secret and the replay guard. */
export interface StoredTotp {
  /** The base32 secret sealed by the `SecretBox` for this user; never the plain secret. */
  readonly sealedSecret: string;
  /** False between the QR code being shown and the first correct code. */
  readonly confirmed: boolean;
  readonly enrolledAt: Date;
  /** The last time step whose code was accepted; codes of this step and earlier are refused. */
  readonly lastStep: number | null;
}

/**
 * Where the secrets behind a login live, outside the event log: events only say that a
 * password was set or two-factor enabled. Holds hashes and sealed values only; hashing and
 * sealing happen in `Credentials`.
 *
 * @example
 * await store.setPasswordHash('user-1', await hashPassword('S3cret!pw'), now);
 * await verifyPassword((await store.passwordHash('user-1'))!, 'S3cret!pw'); // true
 */
export interface CredentialsStore {
  setPasswordHash(userId: string, hash: string, now: Date): Promise<void>;
  passwordHash(userId: string): Promise<string | null>;
  /** Replaces any earlier authenticator with an unconfirmed one (step guard cleared). */
  enrollTotp(userId: string, sealedSecret: string, now: Date): Promise<void>;
  totp(userId: string): Promise<StoredTotp | null>;
  /**
   * Records `step` as the last accepted one, atomically and only when it is later than the
   * recorded step and the secret is still `sealedSecret`: true when this call won, false when
   * a concurrent or earlier use of the same code did. `confirm` also marks the secret confirmed.
   */
  claimTotpStep(userId: string, sealedSecret: string, step: number, confirm: boolean): Promise<boolean>;
  removeTotp(userId: string): Promise<void>;
  /** Replaces all the user's recovery codes by these hashes. */
  replaceRecoveryCodes(userId: string, hashes: readonly string[], now: Date): Promise<void>;
  /** Hashes of the codes not used yet. */
  unusedRecoveryCodes(userId: string): Promise<string[]>;
  /** Marks one code used; true only for the one call that found it unused. */
  useRecoveryCode(userId: string, hash: string, now: Date): Promise<boolean>;
  /** Forgets everything about the user (account deleted or erased on request). */
  erase(userId: string): Promise<void>;
}
