/** Finding shoppers by what they sign in with, and the user as the API shows it. */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { isEmailIdentifier, type User } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from '../http/sessions';

const emailMatches = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/** The user of this website with this normalised phone (10 digits) or email, or null. */
export async function findUserByIdentifier(db: Db, websiteId: number, identifier: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.websiteId, websiteId), isEmailIdentifier(identifier) ? emailMatches(identifier) : eq(users.phone, identifier)))
    .limit(1);
  return user ?? null;
}

/** Which of email and phone another user of this website already has ('email' first), or null. */
export async function takenContactField(
  db: Db,
  websiteId: number,
  contact: { email: string; phone: string },
  exceptUserId?: number,
): Promise<'email' | 'phone' | null> {
  const rows = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.websiteId, websiteId),
        or(emailMatches(contact.email), eq(users.phone, contact.phone)),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  if (rows.some((row) => row.email.toLowerCase() === contact.email.toLowerCase())) return 'email';
  return rows.length > 0 ? 'phone' : null;
}

/** A unique index refused the write (two requests raced for the same email or phone). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The user in the shared `userSchema` shape; roles are read from the row, never from a request. */
export function userResponse(user: UserRow): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    superadmin: user.superadmin,
    hasAdminAccess: user.hasAdminAccess,
    isSalesAgent: user.isSalesAgent,
    permissions: user.permissions,
  };
}

/** Saves a user's name and contacts (inside the caller's transaction when given one); a taken email or phone throws. */
export async function updateContactDetails(
  db: Db,
  websiteId: number,
  userId: number,
  details: { name: string; email: string; phone: string },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set(details)
    .where(and(eq(users.id, userId), eq(users.websiteId, websiteId)))
    .returning();
  return row;
}

/** A user's name and email, as a payment provider's checkout shows the buyer. */
export async function buyerContact(db: Db, userId: number): Promise<{ name: string; email: string }> {
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return user;
}

/** The name and contacts of a customer of this sales agent on this website, or null for anyone else. */
export async function agentCustomer(db: Db, websiteId: number, agentId: number, userId: number) {
  const [customer] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.websiteId, websiteId), eq(users.agentId, agentId)))
    .limit(1);
  return customer ?? null;
}
