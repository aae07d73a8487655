let counter = 0;

export function newEmail(prefix = 'e2e'): string {
  counter += 1;

  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export const FIRST_PASSWORD = 'violet-kestrel-hovers-42';
export const SECOND_PASSWORD = 'amber-falcon-circles-77';
export const THIRD_PASSWORD = 'saffron-heron-glides-31';
