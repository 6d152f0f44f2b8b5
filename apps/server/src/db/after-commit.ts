import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * Statements that must run only once the transaction issuing them has committed, and not at all if it rolls
 * back (ADR 034). A statement whose text starts with this marker is held back by the driver while its
 * connection is inside a transaction and sent right after the COMMIT succeeds, on the same connection, as its
 * own transaction; outside a transaction it runs at once. The commit waits for it, so a use case's caller
 * sees its effects (a balance event sent) before the use case returns.
 *
 * Why: a NOTIFY inside a money transaction makes PostgreSQL take one database-wide lock at commit and hold it
 * until the commit record is on disk, so every transaction that notifies commits one at a time, each waiting
 * for its own disk flush (bet placement measured 126 a second with it, 219 without). Sent after the commit,
 * in a statement that asks for no flush of its own (a lost hint is harmless), the lock is held for
 * microseconds and the money transactions commit together again.
 */
export const AFTER_COMMIT_MARKER = '/* after commit */';

/** Called when a held-back statement fails after its transaction committed: the commit stands regardless. */
export type AfterCommitErrorHandler = (error: unknown, sql: string) => void;

interface Held {
  inTransaction: boolean;
  statements: CompiledQuery[];
  /** Held statements' count at each open savepoint, so a rollback to it drops what came after. */
  savepoints: Map<string, number>;
}

class HoldingConnection implements DatabaseConnection {
  readonly held: Held = { inTransaction: false, statements: [], savepoints: new Map() };

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.held.inTransaction && query.sql.startsWith(AFTER_COMMIT_MARKER)) {
      this.held.statements.push(query);
      return { rows: [] };
    }
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  take(): CompiledQuery[] {
    const statements = this.held.statements;
    this.held.inTransaction = false;
    this.held.statements = [];
    this.held.savepoints.clear();
    return statements;
  }
}

class HoldingDriver implements Driver {
  /** One wrapper per pooled connection, so a transaction's statements and its commit meet the same one. */
  readonly #wrappers = new WeakMap<DatabaseConnection, HoldingConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly onError: AfterCommitErrorHandler,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapper = this.#wrappers.get(connection);
    if (!wrapper) {
      wrapper = new HoldingConnection(connection);
      this.#wrappers.set(connection, wrapper);
    }
    return wrapper;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const wrapper = connection as HoldingConnection;
    await this.inner.beginTransaction(wrapper.inner, settings);
    wrapper.take();
    wrapper.held.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const wrapper = connection as HoldingConnection;
    try {
      await this.inner.commitTransaction(wrapper.inner);
    } catch (error) {
      wrapper.take();
      throw error;
    }
    for (const statement of wrapper.take()) {
      try {
        await wrapper.inner.executeQuery(statement);
      } catch (error) {
        this.onError(error, statement.sql);
      }
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const wrapper = connection as HoldingConnection;
    wrapper.take();
    await this.inner.rollbackTransaction(wrapper.inner);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    const wrapper = connection as HoldingConnection;
    if (!this.inner.savepoint) throw new Error('savepoints are not supported by this database');
    await this.inner.savepoint(wrapper.inner, name, compileQuery);
    wrapper.held.savepoints.set(name, wrapper.held.statements.length);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    const wrapper = connection as HoldingConnection;
    if (!this.inner.rollbackToSavepoint) throw new Error('savepoints are not supported by this database');
    await this.inner.rollbackToSavepoint(wrapper.inner, name, compileQuery);
    const kept = wrapper.held.savepoints.get(name);
    if (kept !== undefined) wrapper.held.statements.length = kept;
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    const wrapper = connection as HoldingConnection;
    if (!this.inner.releaseSavepoint) throw new Error('savepoints are not supported by this database');
    await this.inner.releaseSavepoint(wrapper.inner, name, compileQuery);
    wrapper.held.savepoints.delete(name);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const wrapper = connection as HoldingConnection;
    // A connection going back to the pool never carries a transaction's held statements to the next user.
    wrapper.take();
    await this.inner.releaseConnection(wrapper.inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect with its driver holding back after-commit statements (see AFTER_COMMIT_MARKER). */
export function withAfterCommit(dialect: Dialect, onError: AfterCommitErrorHandler): Dialect {
  return {
    createDriver: () => new HoldingDriver(dialect.createDriver(), onError),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
