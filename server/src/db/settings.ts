/** app_settings: values generated once and shared by every process on the database (secrets, sandbox keys). */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appSettings } from './schema';

/** The setting `key`: the stored value, else `generated`, stored now; the first process to store it wins. */
export async function settingOnce(db: Db, key: string, generated: string): Promise<string> {
  await db.insert(appSettings).values({ key, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row.value;
}
