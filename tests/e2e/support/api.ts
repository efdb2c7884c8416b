import { expect } from '@playwright/test';
import type { LoginReply } from '../../../contract/auth';

/** The demo sign-ins of the seeded business (server/demo/people.ts). */
export const demoAdmin = { email: 'admin@backhouse.demo', password: 'backhouse-demo' } as const;
export const demoStaff = { email: 'staff@backhouse.demo', password: 'backhouse-demo' } as const;
export type Credentials = { email: string; password: string };

/** A row as the API returns it: the brand fields tests look at plus the row conventions. */
export interface ServerRow {
  id: string;
  name: string;
  version: number;
  deleted_at: string | null;
  location_id: string | null;
  [field: string]: unknown;
}

interface ListReply<T> {
  data: T[];
  pagination: { total: number };
}

export interface SignedInUser {
  id: string;
  location_id: string | null;
  allow_locations: string[];
  is_admin: boolean;
}

/**
 * Reads and writes the server directly from Node, beside the browser: to set up data before a
 * journey and to check afterwards what really reached the server.
 */
export class ServerApi {
  private constructor(
    readonly baseUrl: string,
    readonly token: string,
    /** The profile exactly as the sign-in answered it. */
    readonly profile: LoginReply['user'],
  ) {}

  get user(): SignedInUser {
    return this.profile;
  }

  static async signIn(baseUrl: string, credentials: Credentials = demoAdmin): Promise<ServerApi> {
    const reply = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (reply.status !== 200) throw new Error(`sign-in answered ${reply.status}`);
    const { token, user } = (await reply.json()) as LoginReply;
    return new ServerApi(baseUrl, token, user);
  }

  /** Calls the API with this session's token; returns the status and the parsed body. */
  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    token = this.token,
  ): Promise<{ status: number; body: T }> {
    const reply = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await reply.text();
    return { status: reply.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** Every brand of the business, tombstones included (they carry `deleted_at`). */
  async brands(): Promise<ServerRow[]> {
    const { status, body } = await this.call<ListReply<ServerRow>>(
      'GET',
      '/brands?limit=1000&include_deleted=1',
    );
    expect(status, 'listing brands').toBe(200);
    return body.data;
  }

  /** The brands whose name contains `tag`, tombstones included. */
  async brandsTagged(tag: string): Promise<ServerRow[]> {
    return (await this.brands()).filter((row) => row.name.includes(tag));
  }

  /** The brand with this id as the server has it now, tombstone or not. */
  async brand(id: string): Promise<ServerRow | undefined> {
    return (await this.brands()).find((row) => row.id === id);
  }

  async createBrand(name: string, fields: Record<string, unknown> = {}): Promise<ServerRow> {
    const { status, body } = await this.call<ServerRow>('POST', '/brands', { name, ...fields });
    expect(status, `creating brand ${name}`).toBe(201);
    return body;
  }

  async locations(): Promise<ServerRow[]> {
    const { status, body } = await this.call<ListReply<ServerRow>>('GET', '/locations?limit=1000');
    expect(status, 'listing locations').toBe(200);
    return body.data;
  }

  /** Revokes a session (by default this one) on the server: its token gets 401 from now on. */
  async revoke(token = this.token): Promise<void> {
    const { status } = await this.call('POST', '/auth/logout', undefined, token);
    expect(status, 'revoking the session').toBe(204);
  }
}
