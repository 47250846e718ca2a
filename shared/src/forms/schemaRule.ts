import type { FieldRule } from './validation';

interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** A form rule from a contract's field schema, so the screen refuses with the very words the server would. */
export const schemaRule = (schema: FieldSchema): FieldRule => ({
  validator: (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? null : parsed.error.issues[0].message;
  },
});
