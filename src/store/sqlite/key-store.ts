/**
 * SQLite adapter of the KeyStore port.
 */
import type { ApiKeyRecord, KeyLookup, KeyStore, SubscriptionState, Tier } from '../ports';
import type { Db } from './database';

interface KeyRow {
  id: string;
  hash: string;
  label: string;
  account_id: string;
  tier: number;
  scopes: string;
  subscription: string;
  plan_key: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const COLUMN: Record<string, string> = {
  tier: 'tier',
  subscription: 'subscription',
  planKey: 'plan_key',
  revokedAt: 'revoked_at',
  scopes: 'scopes',
  label: 'label',
};

/** Creates the SQLite key store. */
export function createSqliteKeyStore(db: Db): KeyStore {
  const insert = db.prepare(
    `INSERT INTO api_keys (id, hash, label, account_id, tier, scopes, subscription, plan_key, created_at, last_used_at, revoked_at)
     VALUES (@id, @hash, @label, @account_id, @tier, @scopes, @subscription, @plan_key, @created_at, @last_used_at, @revoked_at)`,
  );
  const byHash = db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE hash = ?');
  const byId = db.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE id = ?');
  const all = db.prepare<[], KeyRow>('SELECT * FROM api_keys ORDER BY created_at, id');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM api_keys');
  const touch = db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?');

  return {
    async insert(record) {
      insert.run(toRow(record));
    },
    async findByHash(hash): Promise<KeyLookup> {
      const row = byHash.get(hash);
      return row ? { status: 'found', record: fromRow(row) } : { status: 'missing' };
    },
    async findById(id): Promise<KeyLookup> {
      const row = byId.get(id);
      return row ? { status: 'found', record: fromRow(row) } : { status: 'missing' };
    },
    async list() {
      return all.all().map(fromRow);
    },
    async count() {
      return count.get()?.n ?? 0;
    },
    async update(id, patch) {
      const sets: string[] = [];
      const values: unknown[] = [];
      for (const [field, value] of Object.entries(patch)) {
        const column = COLUMN[field];
        if (!column || value === undefined) continue;
        sets.push(`${column} = ?`);
        values.push(field === 'scopes' ? JSON.stringify(value) : value);
      }
      if (sets.length === 0) return (await this.findById(id)).status === 'found';
      const info = db.prepare(`UPDATE api_keys SET ${sets.join(', ')} WHERE id = ?`).run(...values, id);
      return info.changes > 0;
    },
    async touch(id, at) {
      touch.run(at, id);
    },
  };
}

function toRow(r: ApiKeyRecord): KeyRow {
  return {
    id: r.id,
    hash: r.hash,
    label: r.label,
    account_id: r.accountId,
    tier: r.tier,
    scopes: JSON.stringify(r.scopes),
    subscription: r.subscription,
    plan_key: r.planKey,
    created_at: r.createdAt,
    last_used_at: r.lastUsedAt,
    revoked_at: r.revokedAt,
  };
}

function fromRow(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    hash: row.hash,
    label: row.label,
    accountId: row.account_id,
    tier: row.tier as Tier,
    scopes: JSON.parse(row.scopes) as string[],
    subscription: row.subscription as SubscriptionState,
    planKey: row.plan_key,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}
