/** Change notifications reach PostgreSQL listeners shortly after COMMIT: retries `check` until it passes (2 s at most). */
export async function eventually(check: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
